/** /sso: hands the token boot kept to the SSO sign-in (src/features/auth). */
import { SsoScreen } from '../../features/auth/components/sso-view';
import { takeSsoHandoff } from '../boot';
import { screen } from '../screen';

export default screen({
  render: () => <SsoScreen takeToken={takeSsoHandoff} />,
});
