import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { SkeletonList } from '../../../components/ui/skeleton';
import { resolveCheckPage } from '../../../lib/access';
import { authStore, clearBackPath, readBackPath } from '../../../lib/auth-store';
import { pendingConsentSteps, useConsentSession } from '../../../lib/consent-session';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { getConsents } from '../api/consents';

/**
 * /check-page (and /check-page-auth): the login and callback target. It decides where the visitor
 * goes next (src/lib/access.ts resolveCheckPage): password renewal, a consent update, the remembered
 * path (safe internal paths only), home, or the login page. For a member it asks the server which
 * consent documents are still to accept, so a new tab or an SSO/LINE sign-in gets the same answer.
 * Whether a password renewal is pending is the accounts feature's to say: the route passes it in.
 */
export function CheckPageView({
  redirect,
  renewalPending,
}: {
  redirect: string | null;
  renewalPending: () => boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    let cancelled = false;
    async function decide() {
      if (authStore.getState().loggedIn) {
        try {
          const { pending } = await getConsents();
          useConsentSession.getState().setPending(pending);
        } catch {
          // Offline or refused: decide with what the sign-in told us (a 403 later brings us back).
        }
      }
      if (cancelled) return;
      const to = resolveCheckPage({
        loggedIn: authStore.getState().loggedIn,
        redirect,
        remembered: readBackPath(),
        locale,
        renewalPending: renewalPending(),
        // Forced versions block the app; others wait in the settings until the member is ready.
        pendingConsents: pendingConsentSteps(useConsentSession.getState()).filter((p) => p.is_force),
      });
      if (authStore.getState().loggedIn) clearBackPath();
      navigate(to, { replace: true });
    }
    void decide();
    return () => {
      cancelled = true;
    };
  }, [redirect, navigate, locale, renewalPending]);
  return (
    <PageFrame title={t('routes.checkPage')} backTo={null}>
      <p>{t('check.redirecting')}</p>
      <SkeletonList rows={2} label={t('app.loading')} />
    </PageFrame>
  );
}
