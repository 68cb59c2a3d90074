/**
 * /login: reads where to go after signing in; the screen is in src/features/auth (kept lean,
 * docs/decisions/003). The one route module not written with screen() (../screen.tsx): that module's
 * own chunk would take half a KiB of the few hundred bytes /login has left under its budget.
 */
import { useSearchParams } from 'react-router';
import { LoginScreen } from '../../features/auth/components/login-form';
import { REDIRECT_PARAM } from '../../lib/access';

export default function Screen() {
  const [params] = useSearchParams();
  return <LoginScreen redirect={params.get(REDIRECT_PARAM)} />;
}
