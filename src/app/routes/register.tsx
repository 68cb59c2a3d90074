/**
 * /register → /otp: the member's account details, checked on blur and on submit with the shared
 * rules (src/lib/rules, the same the server uses). Nothing typed is lost on any error; server field
 * errors (username taken, phone already registered) land on their field.
 */
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { AlertIcon } from '../../components/ui/icons';
import { mapApiError, RULE_CODES } from '../../features/auth/api/errors';
import { register } from '../../features/auth/api/register';
import { type BirthDateParts, parseBirthDate } from '../../features/auth/birth-date';
import * as s from '../../features/auth/components/auth.css';
import { PasswordField } from '../../features/auth/components/password-field';
import { BirthDateField, GenderField, type GenderValue } from '../../features/auth/components/profile-fields';
import { type Checks, focusFirstInvalid, useForm } from '../../features/auth/hooks/use-form';
import { useOtpSession } from '../../features/auth/stores/otp-session';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';
import { usePartnerStore } from '../../lib/partner-store';
import { checkName, checkPassword, checkPasswordConfirmation, checkUsername } from '../../lib/rules/account';
import { normalizeThaiMobile } from '../../lib/rules/phone';

interface RegisterValues {
  username: string;
  password: string;
  confirmation: string;
  name: string;
  surname: string;
  mobile: string;
  birthDate: BirthDateParts;
  gender: GenderValue | '';
  employeeId: string;
}

const initial: RegisterValues = {
  username: '',
  password: '',
  confirmation: '',
  name: '',
  surname: '',
  mobile: '',
  birthDate: { day: '', month: '', year: '' },
  gender: '',
  employeeId: '',
};

export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const isSsoPartner = usePartnerStore((st) => st.partner.ins_code.startsWith('TMP'));
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const checks = useMemo<Checks<RegisterValues>>(() => {
    const rule = (code: string | null) => (code ? t(`validation:${code}`) : null);
    return {
      username: (v) => rule(checkUsername(v)),
      password: (v) => rule(checkPassword(v)),
      confirmation: (v, all) => rule(checkPasswordConfirmation(all.password, v)),
      name: (v) => rule(checkName(v)),
      surname: (v) => rule(checkName(v)),
      mobile: (v) =>
        v ? (normalizeThaiMobile(v) ? null : t('validation:phone_invalid')) : t('validation:required'),
      birthDate: (v) => {
        const r = parseBirthDate(v);
        if (r.ok) return null;
        return r.error === 'required' ? t('validation:required') : t(`errors.${r.error}`);
      },
      gender: (v) => (v ? null : t('errors.gender_required')),
    };
  }, [t]);
  const form = useForm(initial, checks);
  const { values, errors, set, blur } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!form.validate()) {
      setFormError(t('register.fixErrors'));
      focusFirstInvalid(formRef.current);
      return;
    }
    const birth = parseBirthDate(values.birthDate);
    if (!birth.ok || !values.gender) return;
    setBusy(true);
    try {
      const started = await register({
        username: values.username,
        password: values.password,
        password_confirmation: values.confirmation,
        name: values.name.trim(),
        surname: values.surname.trim(),
        mobile: normalizeThaiMobile(values.mobile) ?? values.mobile,
        birth_date: birth.value.iso,
        gender: values.gender,
        ...(values.employeeId.trim() ? { employee_id: values.employeeId.trim() } : {}),
        lang: locale,
      });
      const now = Date.now();
      useOtpSession.getState().setRegister({
        purpose: 'register',
        token: started.register_token,
        ref_no: started.ref_no,
        phone: started.phone,
        ttl_minute: started.ttl_minute,
        is_old_user: started.is_old_user,
        sent_at: now,
        resend_at: now + started.resend_after_seconds * 1000,
      });
      navigate(lp('/otp'));
    } catch (error) {
      const mapped = mapApiError(
        error,
        locale,
        {
          ruleCodes: RULE_CODES,
          codeToField: {
            REGISTER_USERNAME_TAKEN: 'username',
            REGISTER_PHONE_TAKEN: 'mobile',
            PASSWORD_MISMATCH: 'confirmation',
          },
          bodyToField: {
            password_confirmation: 'confirmation',
            birth_date: 'birthDate',
            employee_id: 'employeeId',
          },
        },
        t,
      );
      for (const [name, message] of Object.entries(mapped.fields))
        form.setError(name as keyof RegisterValues, message);
      setFormError(mapped.form ?? (Object.keys(mapped.fields).length ? t('register.fixErrors') : null));
      focusFirstInvalid(formRef.current);
      setBusy(false);
    }
  }

  if (isSsoPartner) {
    return (
      <PageFrame title={t('common:routes.register')} backTo="/login">
        <p className={s.notice}>{t('login.ssoPartner')}</p>
      </PageFrame>
    );
  }

  const text = (name: keyof RegisterValues & string) => ({
    name,
    value: values[name] as string,
    error: errors[name] ?? null,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as never),
    onBlur: () => blur(name),
  });

  return (
    <PageFrame title={t('common:routes.register')} backTo="/login">
      <section className={s.panel} aria-labelledby="register-heading">
        <h2 id="register-heading" className={s.heading}>
          {t('register.heading')}
        </h2>
        <p className={s.lead}>{t('register.intro')}</p>
        <form ref={formRef} className={s.form} noValidate onSubmit={onSubmit}>
          {formError ? (
            <p className={s.formError} role="alert" data-testid="register-error">
              <AlertIcon size={18} />
              {formError}
            </p>
          ) : null}
          <Field
            label={t('fields.username')}
            help={t('register.usernameHelp')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={30}
            required
            {...text('username')}
          />
          <PasswordField
            label={t('fields.password')}
            help={t('register.passwordHelp')}
            autoComplete="new-password"
            maxLength={40}
            required
            showLabel={t('password.showLabel')}
            hideLabel={t('password.hideLabel')}
            showText={t('password.show')}
            hideText={t('password.hide')}
            {...text('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            maxLength={40}
            required
            showLabel={t('password.showLabel')}
            hideLabel={t('password.hideLabel')}
            showText={t('password.show')}
            hideText={t('password.hide')}
            {...text('confirmation')}
          />
          <Field
            label={t('fields.name')}
            autoComplete="given-name"
            maxLength={100}
            required
            {...text('name')}
          />
          <Field
            label={t('fields.surname')}
            autoComplete="family-name"
            maxLength={100}
            required
            {...text('surname')}
          />
          <Field
            label={t('fields.mobile')}
            help={t('register.mobileHelp')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            required
            {...text('mobile')}
          />
          <BirthDateField
            value={values.birthDate}
            error={errors.birthDate ?? null}
            onChange={(v) => set('birthDate', v)}
            onBlur={() => {
              const v = values.birthDate;
              if (v.day && v.month && v.year) blur('birthDate');
            }}
          />
          <GenderField
            value={values.gender}
            error={errors.gender ?? null}
            onChange={(v) => set('gender', v)}
          />
          <Field
            label={t('fields.employeeId')}
            help={t('register.employeeIdHelp')}
            maxLength={40}
            {...text('employeeId')}
          />
          <p className={s.muted}>
            {t('register.consentNote')}{' '}
            <Link className={s.link} to={lp('/condition')}>
              {t('register.terms')}
            </Link>{' '}
            ·{' '}
            <Link className={s.link} to={lp('/privacy')}>
              {t('register.privacy')}
            </Link>
          </p>
          <Button type="submit" variant="primary" block disabled={busy} aria-busy={busy}>
            {busy ? t('register.submitting') : t('register.submit')}
          </Button>
        </form>
      </section>
      <p className={`${s.lead} ${s.center}`}>
        {t('register.haveAccount')}{' '}
        <Link className={s.link} to={lp('/login')}>
          {t('register.login')}
        </Link>
      </p>
    </PageFrame>
  );
}
