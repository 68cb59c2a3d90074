/**
 * /sso?sso_token=…: a partner's signed hand-off token (not a session token; docs/decisions/024). Boot
 * lifts it out of the address bar before anything loads; here it is exchanged for a member session,
 * then /check-page decides where to go. The partner's SSO background shows while it works.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { AlertIcon } from '../../components/ui/icons';
import { loginWithSso } from '../../features/auth/api/sso';
import * as s from '../../features/auth/components/auth.css';
import { applySessionGrant } from '../../features/auth/session';
import { ApiRequestError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';
import { takeSsoHandoff } from '../boot';

export default function SsoScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once only (StrictMode runs effects twice in development; the token is single use).
    if (started.current) return;
    started.current = true;
    const token = takeSsoHandoff();
    if (!token) {
      setError(t('sso.missing'));
      return;
    }
    loginWithSso(token).then(
      (grant) => {
        applySessionGrant(grant);
        navigate(lp('/check-page'), { replace: true });
      },
      (e: unknown) =>
        setError(
          (e instanceof ApiRequestError ? e.messageIn(locale) : null) ?? t('common:errors.unexpected'),
        ),
    );
  }, [locale, lp, navigate, t]);

  return (
    <PageFrame title={t('common:routes.sso')} backTo={null}>
      <div className={s.ssoHero} role="presentation" />
      {error ? (
        <EmptyState
          icon={<AlertIcon size={48} />}
          title={t('sso.failedTitle')}
          testId="sso-failed"
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to={lp('/')}>
              {t('sso.retry')}
            </Link>
          }
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
