import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { SkeletonList } from '../../components/ui/skeleton';
import { REDIRECT_PARAM, resolveCheckPage } from '../../lib/access';
import { authStore, clearBackPath, readBackPath } from '../../lib/auth-store';
import { useLocale } from '../../lib/locale';

/**
 * /check-page: the login and callback target. It decides where the visitor goes next: a member to
 * the remembered path (safe internal paths only), a visitor to the login page.
 */
export default function CheckPageScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    const loggedIn = authStore.getState().loggedIn;
    const to = resolveCheckPage({
      loggedIn,
      redirect: params.get(REDIRECT_PARAM),
      remembered: readBackPath(),
      locale,
    });
    if (loggedIn) clearBackPath();
    navigate(to, { replace: true });
  }, [params, navigate, locale]);
  return (
    <PageFrame title={t('routes.checkPage')} backTo={null}>
      <p>{t('check.redirecting')}</p>
      <SkeletonList rows={2} label={t('app.loading')} />
    </PageFrame>
  );
}
