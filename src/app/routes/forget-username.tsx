/** /forget-username (src/features/auth); an SSO-only partner's members have no username to recover. */
import { ForgetUsernameScreen } from '../../features/auth/components/forget-username-form';
import { SsoOnlyNotice } from '../../features/auth/components/sso-only-notice';
import { screen } from '../screen';
import { useSsoOnly } from '../sso-only';

export default screen({
  use: useSsoOnly,
  render: ({ data: ssoOnly }) =>
    ssoOnly ? <SsoOnlyNotice page="forgetUsername" /> : <ForgetUsernameScreen />,
});
