/** /forget-username: the registered mobile number; the same answer whether or not an account matches. */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Button, buttonClassName } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { recoverUsername } from '../../features/auth/api/recovery';
import * as s from '../../features/auth/components/auth.css';
import { FormAlert } from '../../features/auth/components/form-alert';
import { ApiRequestError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';
import { normalizeThaiMobile } from '../../lib/rules/phone';

export default function ForgetUsernameScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = (v: string) =>
    !v ? t('validation:required') : normalizeThaiMobile(v) ? null : t('validation:phone_invalid');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = check(mobile);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const message = await recoverUsername(normalizeThaiMobile(mobile) ?? mobile, locale);
      setSent(message[locale]);
    } catch (e) {
      setFormError(
        (e instanceof ApiRequestError ? e.messageIn(locale) : null) ?? t('common:errors.unexpected'),
      );
    }
    setBusy(false);
  }

  return (
    <PageFrame title={t('common:routes.forgetUsername')} backTo="/login">
      <section className={s.panel} aria-labelledby="fu-heading">
        <h2 id="fu-heading" className={s.heading}>
          {sent ? t('forgotUsername.sentTitle') : t('forgotUsername.heading')}
        </h2>
        {sent ? (
          <>
            <p className={s.notice} role="status" data-testid="recovery-sent">
              {sent}
            </p>
            <Link className={buttonClassName({ variant: 'primary', block: true })} to={lp('/login')}>
              {t('forgotUsername.backToLogin')}
            </Link>
          </>
        ) : (
          <form className={s.form} noValidate onSubmit={onSubmit}>
            <p className={s.lead}>{t('forgotUsername.intro')}</p>
            <FormAlert message={formError} />
            <Field
              label={t('fields.mobile')}
              help={t('register.mobileHelp')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              value={mobile}
              error={error}
              onChange={(e) => {
                setMobile(e.target.value);
                setError(null);
              }}
              onBlur={() => mobile && setError(check(mobile))}
            />
            <Button type="submit" variant="primary" block disabled={busy}>
              {busy ? t('forgotUsername.submitting') : t('forgotUsername.submit')}
            </Button>
          </form>
        )}
      </section>
    </PageFrame>
  );
}
