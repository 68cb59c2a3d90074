/** /check-page: composes the consents check with the accounts feature's pending password renewal. */
import { useOtpSession } from '../../features/auth/stores/otp-session';
import { CheckPageView } from '../../features/consents/components/check-page-view';
import { REDIRECT_PARAM } from '../../lib/access';
import { screen } from '../screen';

const renewalPending = () => useOtpSession.getState().register?.purpose === 'renew';

export default screen({
  render: ({ search }) => (
    <CheckPageView redirect={search.get(REDIRECT_PARAM)} renewalPending={renewalPending} />
  ),
});
