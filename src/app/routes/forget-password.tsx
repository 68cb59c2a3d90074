/**
 * /forget-password → /otp → /renew-password. The answer is the same for known and unknown usernames
 * (the OTP screen says "if an account matches, we sent an SMS"), so nobody learns which exist.
 */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { recoverPassword } from '../../features/auth/api/recovery';
import * as s from '../../features/auth/components/auth.css';
import { FormAlert } from '../../features/auth/components/form-alert';
import { useOtpSession } from '../../features/auth/stores/otp-session';
import { ApiRequestError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';
import { checkLoginUsername } from '../../lib/rules/login-username';

export default function ForgetPasswordScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = (v: string) => {
    const code = checkLoginUsername(v);
    return code ? t(`validation:${code}`) : null;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = check(username);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const challenge = await recoverPassword(username, locale);
      const now = Date.now();
      useOtpSession.getState().setRegister({
        purpose: 'reset',
        token: '',
        ref_no: challenge.ref_no,
        phone: '',
        ttl_minute: challenge.ttl_minute,
        is_old_user: false,
        sent_at: now,
        resend_at: now + challenge.resend_after_seconds * 1000,
      });
      navigate(lp('/otp'));
    } catch (e) {
      setFormError(
        (e instanceof ApiRequestError ? e.messageIn(locale) : null) ?? t('common:errors.unexpected'),
      );
      setBusy(false);
    }
  }

  return (
    <PageFrame title={t('common:routes.forgetPassword')} backTo="/login">
      <section className={s.panel} aria-labelledby="fp-heading">
        <h2 id="fp-heading" className={s.heading}>
          {t('forgotPassword.heading')}
        </h2>
        <p className={s.lead}>{t('forgotPassword.intro')}</p>
        <form className={s.form} noValidate onSubmit={onSubmit}>
          <FormAlert message={formError} />
          <Field
            label={t('fields.username')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={username}
            error={error}
            onChange={(e) => {
              setUsername(e.target.value);
              setError(null);
            }}
            onBlur={() => username && setError(check(username))}
          />
          <Button type="submit" variant="primary" block disabled={busy}>
            {busy ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
          </Button>
        </form>
        <Link className={s.link} to={lp('/forget-username')}>
          {t('forgotPassword.forgotUsername')}
        </Link>
      </section>
    </PageFrame>
  );
}
