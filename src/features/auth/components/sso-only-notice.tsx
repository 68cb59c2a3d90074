/**
 * What /register, /forget-password and /forget-username show for a partner whose members sign in
 * through their organisation (SSO only: insurer codes starting with TMP, docs/spec.md 6): no form,
 * the reason and a way out (issue 25: no notice without a way out).
 */
import { NoticePage } from '../../../components/layout/notice-page';
import { useTranslation } from '../../../lib/i18n';

export type SsoOnlyPage = 'register' | 'forgetPassword' | 'forgetUsername';

export function SsoOnlyNotice({ page }: { page: SsoOnlyPage }) {
  const { t } = useTranslation('auth');
  return (
    <NoticePage
      frame={{ title: t(`common:routes.${page}`), backTo: '/' }}
      heading={t('ssoOnly.title')}
      body={t('ssoOnly.body')}
      link={{ to: '/', label: t('ssoOnly.home') }}
      testId="sso-only"
    />
  );
}
