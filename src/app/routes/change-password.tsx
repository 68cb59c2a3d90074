/** /change-password: current password, new password (not the old one) and its confirmation. */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Button } from '../../components/ui/button';
import { useToastStore } from '../../components/ui/toast';
import { changePassword } from '../../features/auth/api/account';
import { mapApiError, RULE_CODES } from '../../features/auth/api/errors';
import * as s from '../../features/auth/components/auth.css';
import { FormAlert } from '../../features/auth/components/form-alert';
import { PasswordField } from '../../features/auth/components/password-field';
import { type Checks, focusFirstInvalid, useForm } from '../../features/auth/hooks/use-form';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';
import { checkNewPassword, checkPasswordConfirmation } from '../../lib/rules/account';

interface Values {
  current: string;
  next: string;
  confirmation: string;
}

export default function ChangePasswordScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useMemo<Checks<Values>>(() => {
    const rule = (code: string | null) => (code ? t(`validation:${code}`) : null);
    return {
      current: (v) => (v ? null : t('validation:required')),
      next: (v, all) => rule(checkNewPassword(all.current, v)),
      confirmation: (v, all) => rule(checkPasswordConfirmation(all.next, v)),
    };
  }, [t]);
  const form = useForm<Values>({ current: '', next: '', confirmation: '' }, checks);
  const toggle = {
    showLabel: t('password.showLabel'),
    hideLabel: t('password.hideLabel'),
    showText: t('password.show'),
    hideText: t('password.hide'),
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!form.validate()) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      const res = await changePassword({
        current_password: form.values.current,
        new_password: form.values.next,
        new_password_confirmation: form.values.confirmation,
        lang: locale,
      });
      toast(
        res.other_sessions_ended > 0
          ? t('changePassword.doneOthers', { count: res.other_sessions_ended })
          : t('changePassword.done'),
      );
      navigate(lp('/setting'), { replace: true });
    } catch (error) {
      const mapped = mapApiError(
        error,
        locale,
        {
          ruleCodes: RULE_CODES,
          codeToField: {
            PASSWORD_CURRENT_INCORRECT: 'current',
            PASSWORD_SAME_AS_OLD: 'next',
            PASSWORD_POLICY: 'next',
            PASSWORD_MISMATCH: 'confirmation',
          },
          bodyToField: {
            current_password: 'current',
            new_password: 'next',
            new_password_confirmation: 'confirmation',
          },
        },
        t,
      );
      for (const [name, message] of Object.entries(mapped.fields))
        form.setError(name as keyof Values, message);
      setFormError(mapped.form);
      focusFirstInvalid(formRef.current);
      setBusy(false);
    }
  }

  return (
    <PageFrame title={t('common:routes.changePassword')} backTo="/setting">
      <section className={s.panel} aria-labelledby="cp-heading">
        <h2 id="cp-heading" className={s.heading}>
          {t('changePassword.heading')}
        </h2>
        <p className={s.lead}>{t('changePassword.intro')}</p>
        <form ref={formRef} className={s.form} noValidate onSubmit={onSubmit}>
          <FormAlert message={formError} />
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            {...form.field('current')}
            {...toggle}
          />
          <PasswordField
            label={t('fields.newPassword')}
            help={t('register.passwordHelp')}
            autoComplete="new-password"
            required
            {...form.field('next')}
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
            {busy ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </form>
      </section>
    </PageFrame>
  );
}
