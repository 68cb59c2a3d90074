/** /check-page: composes the consents check with the accounts feature's pending password renewal. */
import { useSearchParams } from 'react-router';
import { useOtpSession } from '../../features/auth/stores/otp-session';
import { CheckPageView } from '../../features/consents/components/check-page-view';
import { REDIRECT_PARAM } from '../../lib/access';

const renewalPending = () => useOtpSession.getState().register?.purpose === 'renew';

export default function Screen() {
  const [params] = useSearchParams();
  return <CheckPageView redirect={params.get(REDIRECT_PARAM)} renewalPending={renewalPending} />;
}
