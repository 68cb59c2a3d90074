/**
 * /sso?sso_token=…: a partner's signed hand-off token (not a session token; docs/decisions/024). Boot
 * lifts it out of the address bar before anything loads; here it is exchanged for a member session,
 * then /check-page decides where to go. The partner's SSO background shows while it works.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/layout/page-frame';
import { EmptyState } from '../../../components/ui/empty-state';
import { useErrorMessage } from '../../../components/ui/error-message';
import * as s from '../../../components/ui/form.css';
import { AlertIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { loginWithSso } from '../api/sso';
import { applySessionGrant } from '../session';

/** `takeToken` hands over the token boot kept (read once: it is single use). */
export function SsoScreen({ takeToken }: { takeToken: () => string | null }) {
  const { t } = useTranslation('auth');
  const message = useErrorMessage();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once only (StrictMode runs effects twice in development; the token is single use).
    if (started.current) return;
    started.current = true;
    const token = takeToken();
    if (!token) {
      setError(t('sso.missing'));
      return;
    }
    loginWithSso(token).then(
      (grant) => {
        applySessionGrant(grant);
        navigate(lp('/check-page'), { replace: true });
      },
      (e: unknown) => setError(message(e)),
    );
  }, [message, lp, navigate, t, takeToken]);

  return (
    <PageFrame title={t('common:routes.sso')} backTo={null}>
      <div className={s.ssoHero} role="presentation" />
      {error ? (
        <EmptyState
          icon={<AlertIcon size={48} />}
          title={t('sso.failedTitle')}
          testId="sso-failed"
          link={{ to: '/', label: t('sso.retry') }}
        >
          <p role="alert">{error}</p>
        </EmptyState>
      ) : (
        <p className={s.lead} role="status" aria-live="polite">
          {t('sso.working')}
        </p>
      )}
    </PageFrame>
  );
}
