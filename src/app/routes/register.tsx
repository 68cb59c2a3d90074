/**
 * /register → /otp (src/features/auth). No form where it cannot succeed (issue 25): an SSO-only
 * partner's members have no account to create, and a partner link without valid credentials would
 * fail at the last step, so both get a notice with a way out instead.
 */
import { PageFrame } from '../../components/layout/page-frame';
import { RegisterScreen } from '../../features/auth/components/register-form';
import { SsoOnlyNotice } from '../../features/auth/components/sso-only-notice';
import { PartnerLinkNotice, usePartnerLink } from '../partner-link';
import { screen } from '../screen';
import { useSsoOnly } from '../sso-only';

export default screen({
  use: () => ({ ssoOnly: useSsoOnly(), link: usePartnerLink() }),
  render: ({ data, t }) =>
    data.ssoOnly ? (
      <SsoOnlyNotice page="register" />
    ) : data.link === 'invalid' ? (
      <PageFrame title={t('routes.register')} backTo="/login">
        <PartnerLinkNotice actions />
      </PageFrame>
    ) : (
      <RegisterScreen />
    ),
});
