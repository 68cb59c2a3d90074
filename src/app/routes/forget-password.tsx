/** /forget-password (src/features/auth); an SSO-only partner's members have no password to reset. */
import { ForgetPasswordScreen } from '../../features/auth/components/forget-password-form';
import { SsoOnlyNotice } from '../../features/auth/components/sso-only-notice';
import { screen } from '../screen';
import { useSsoOnly } from '../sso-only';

export default screen({
  use: useSsoOnly,
  render: ({ data: ssoOnly }) =>
    ssoOnly ? <SsoOnlyNotice page="forgetPassword" /> : <ForgetPasswordScreen />,
});
