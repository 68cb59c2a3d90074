/**
 * /renew-password: the new password after a verified OTP, for a forgotten password and for the
 * forced renewal of members from before the privacy update (reached from /check-page). Without a
 * verified code it leads to the OTP step first. Every session ends; the member logs in again.
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Button, buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { InfoIcon } from '../../components/ui/icons';
import { mapApiError, RULE_CODES } from '../../features/auth/api/errors';
import { resetPassword } from '../../features/auth/api/recovery';
import * as s from '../../features/auth/components/auth.css';
import { FormAlert } from '../../features/auth/components/form-alert';
import { PasswordField } from '../../features/auth/components/password-field';
import { type Checks, focusFirstInvalid, useForm } from '../../features/auth/hooks/use-form';
import { useOtpSession } from '../../features/auth/stores/otp-session';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';
import { checkPassword, checkPasswordConfirmation } from '../../lib/rules/account';

interface Values {
  password: string;
  confirmation: string;
}

export default function RenewPasswordScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const flow = useOtpSession((st) => st.register);
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const checks = useMemo<Checks<Values>>(() => {
    const rule = (code: string | null) => (code ? t(`validation:${code}`) : null);
    return {
      password: (v) => rule(checkPassword(v)),
      confirmation: (v, all) => rule(checkPasswordConfirmation(all.password, v)),
    };
  }, [t]);
  const form = useForm<Values>({ password: '', confirmation: '' }, checks);
  const toggle = {
    showLabel: t('password.showLabel'),
    hideLabel: t('password.hideLabel'),
    showText: t('password.show'),
    hideText: t('password.hide'),
  };
  const title = t('common:routes.renewPassword');

  if (done) {
    return (
      <PageFrame title={title} backTo={null}>
        <EmptyState
          icon={<InfoIcon size={48} />}
          title={t('renew.doneTitle')}
          testId="renew-done"
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to={lp('/login')}>
              {t('renew.login')}
            </Link>
          }
        >
          <p>{t('renew.doneBody')}</p>
        </EmptyState>
      </PageFrame>
    );
  }

  const verified = flow?.verified_token;
  if (!flow || (flow.purpose !== 'reset' && flow.purpose !== 'renew') || !verified) {
    const renewing = flow?.purpose === 'renew';
    return (
      <PageFrame title={title} backTo="/login">
        <EmptyState
          icon={<InfoIcon size={48} />}
          title={t('renew.needCodeTitle')}
          testId="renew-need-code"
          action={
            <Link
              className={buttonClassName({ variant: 'primary' })}
              to={lp(renewing ? '/otp' : '/forget-password')}
            >
              {renewing ? t('renew.enterCode') : t('renew.startReset')}
            </Link>
          }
        >
          <p>{renewing ? t('renew.why') : t('renew.needCodeBody')}</p>
        </EmptyState>
      </PageFrame>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !verified) return;
    setFormError(null);
    if (!form.validate()) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await resetPassword({
        reset_token: verified,
        password: form.values.password,
        password_confirmation: form.values.confirmation,
      });
      useOtpSession.getState().setRegister(null);
      setDone(true);
    } catch (error) {
      const mapped = mapApiError(
        error,
        locale,
        {
          ruleCodes: RULE_CODES,
          codeToField: {
            PASSWORD_SAME_AS_OLD: 'password',
            PASSWORD_POLICY: 'password',
            PASSWORD_MISMATCH: 'confirmation',
          },
          bodyToField: { password_confirmation: 'confirmation' },
        },
        t,
      );
      for (const [name, message] of Object.entries(mapped.fields))
        form.setError(name as keyof Values, message);
      setFormError(mapped.form);
      setBusy(false);
    }
  }

  return (
    <PageFrame title={title} backTo="/login">
      <section className={s.panel} aria-labelledby="renew-heading">
        <h2 id="renew-heading" className={s.heading}>
          {t('renew.heading')}
        </h2>
        <p className={s.lead}>{t('renew.intro')}</p>
        <form ref={formRef} className={s.form} noValidate onSubmit={onSubmit}>
          <FormAlert message={formError} />
          <PasswordField
            label={t('fields.newPassword')}
            help={t('register.passwordHelp')}
            autoComplete="new-password"
            required
            {...form.field('password')}
            {...toggle}
          />
          <PasswordField
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            required
            {...form.field('confirmation')}
            {...toggle}
          />
          <Button type="submit" variant="primary" block disabled={busy}>
            {busy ? t('renew.submitting') : t('renew.submit')}
          </Button>
        </form>
      </section>
    </PageFrame>
  );
}
