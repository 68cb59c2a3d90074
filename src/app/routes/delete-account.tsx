/**
 * /delete-account → /otp-delete (PDPA s33): what is erased and what the law makes us keep (from the
 * server), an explicit confirmation, then a fresh delete-purpose OTP.
 */
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Button } from '../../components/ui/button';
import { AlertIcon } from '../../components/ui/icons';
import { SkeletonList } from '../../components/ui/skeleton';
import * as f from '../../components/ui/field.css';
import { getDeletionPolicy, requestDeleteOtp } from '../../features/auth/api/account';
import * as s from '../../features/auth/components/auth.css';
import { FormAlert } from '../../features/auth/components/form-alert';
import { useOtpSession } from '../../features/auth/stores/otp-session';
import { useLoad } from '../../features/consents/hooks';
import { ApiRequestError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';

export default function DeleteAccountScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const id = useId();
  const { result } = useLoad(() => getDeletionPolicy(), []);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!checked) {
      setError(t('delete.confirmRequired'));
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const otp = await requestDeleteOtp(locale);
      const now = Date.now();
      useOtpSession.getState().setDelete({
        ref_no: otp.ref_no,
        phone: otp.phone,
        ttl_minute: otp.ttl_minute,
        sent_at: now,
        resend_at: now + otp.resend_after_seconds * 1000,
      });
      navigate(lp('/otp-delete'));
    } catch (e) {
      setFormError(
        (e instanceof ApiRequestError ? e.messageIn(locale) : null) ?? t('common:errors.unexpected'),
      );
      setBusy(false);
    }
  }

  return (
    <PageFrame title={t('common:routes.deleteAccount')} backTo="/setting">
      <section className={s.panel} aria-labelledby="del-heading">
        <h2 id="del-heading" className={s.heading}>
          {t('delete.heading')}
        </h2>
        <p className={s.lead}>{t('delete.intro')}</p>
        {result.state === 'loading' ? <SkeletonList rows={3} label={t('common:app.loading')} /> : null}
        {result.state === 'error' ? (
          <p className={s.formError} role="alert">
            {t('delete.loadFailed')}
          </p>
        ) : null}
        {result.state === 'ready' ? (
          <>
            <h3 className={s.heading}>{t('delete.erased')}</h3>
            <ul data-testid="delete-erased">
              {result.data.erased.map((item) => (
                <li key={item.en}>{item[locale]}</li>
              ))}
            </ul>
            <h3 className={s.heading}>{t('delete.retained')}</h3>
            <ul data-testid="delete-retained">
              {result.data.retained.map((item) => (
                <li key={item.record}>{item.reason[locale]}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <form className={s.panel} noValidate onSubmit={onSubmit}>
        <FormAlert message={formError} />
        <label className={s.radio} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setChecked(e.target.checked);
              setError(null);
            }}
          />
          {t('delete.confirmLabel')}
        </label>
        {error ? (
          <p id={`${id}-error`} className={f.error} role="alert">
            <AlertIcon size={16} />
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="danger" block disabled={busy}>
          {busy ? t('delete.sending') : t('delete.sendCode')}
        </Button>
      </form>
    </PageFrame>
  );
}
