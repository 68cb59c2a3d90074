/**
 * /register → /otp: the member's account details, checked on blur and on submit with the shared
 * rules (shared/rules, the same the server uses). Nothing typed is lost on any error; server field
 * errors (username taken, phone already registered) land on their field.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FormPanel, panelCopy } from '../../../components/form/form-panel';
import { type Checks, ruleMessage, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { Field } from '../../../components/ui/field';
import * as s from '../../../components/ui/form.css';
import { useScreen } from '../../../lib/use-screen';
import { usePartnerStore } from '../../../lib/partner-store';
import {
  checkName,
  checkPassword,
  checkPasswordConfirmation,
  checkUsername,
} from '../../../../shared/rules/account';
import { normalizeThaiMobile } from '../../../../shared/rules/phone';
import { register } from '../api/register';
import { birthDateMessage, parseBirthDate } from '../birth-date';
import { startOtp } from '../stores/otp-session';
import { SwitchLink } from './login-form';
import { PasswordField } from './password-field';
import { BirthDateField, GenderField, type GenderValue } from './profile-fields';
import { MOBILE_INPUT, USERNAME_INPUT } from './input-kinds';
import { NameFields } from './name-fields';

interface RegisterValues {
  username: string;
  password: string;
  confirmation: string;
  name: string;
  surname: string;
  mobile: string;
  birthDate: string;
  gender: GenderValue | '';
  employeeId: string;
}

const initial: RegisterValues = {
  ...{ username: '', password: '', confirmation: '', name: '', surname: '', mobile: '', employeeId: '' },
  birthDate: '',
  gender: '',
};

export function RegisterScreen() {
  const { t, locale, lp, navigate } = useScreen('auth');
  const isSsoPartner = usePartnerStore((st) => st.partner.ins_code.startsWith('TMP'));
  const checks = useMemo<Checks<RegisterValues>>(() => {
    const rule = ruleMessage(t);
    return {
      username: (v) => rule(checkUsername(v)),
      password: (v) => rule(checkPassword(v)),
      confirmation: (v, all) => rule(checkPasswordConfirmation(all.password, v)),
      name: (v) => rule(checkName(v)),
      surname: (v) => rule(checkName(v)),
      mobile: (v) =>
        v ? (normalizeThaiMobile(v) ? null : t('validation:phone_invalid')) : t('validation:required'),
      birthDate: (v) => birthDateMessage(t, v),
      gender: (v) => (v ? null : t('errors.gender_required')),
    };
  }, [t]);
  const form = useForm(initial, checks);
  const { values, errors, set, blur } = form;
  const submit = useSubmit<keyof RegisterValues>({
    ns: 'auth',
    form,
    invalid: t('register.fixErrors'),
    codes: {
      REGISTER_USERNAME_TAKEN: 'username',
      REGISTER_PHONE_TAKEN: 'mobile',
      PASSWORD_MISMATCH: 'confirmation',
    },
    body: { password_confirmation: 'confirmation', birth_date: 'birthDate', employee_id: 'employeeId' },
  });

  const onSubmit = submit.onSubmit(async () => {
    const birth = parseBirthDate(values.birthDate);
    if (!birth.ok || !values.gender) return;
    const started = await register({
      username: values.username,
      password: values.password,
      password_confirmation: values.confirmation,
      name: values.name.trim(),
      surname: values.surname.trim(),
      mobile: normalizeThaiMobile(values.mobile) ?? values.mobile,
      birth_date: birth.iso,
      gender: values.gender,
      ...(values.employeeId.trim() ? { employee_id: values.employeeId.trim() } : {}),
      lang: locale,
    });
    startOtp('register', { ...started, token: started.register_token });
    navigate(lp('/otp'));
  });

  const frame = { title: t('common:routes.register'), backTo: '/login' } as const;
  if (isSsoPartner) {
    return (
      <PageFrame {...frame}>
        <p className={s.notice}>{t('login.ssoPartner')}</p>
      </PageFrame>
    );
  }
  const text = (name: 'username' | 'mobile' | 'employeeId') => ({
    name,
    ...form.field(name),
  });
  const password = (name: 'password' | 'confirmation', label: string, help?: string) => (
    <PasswordField
      label={label}
      help={help}
      autoComplete="new-password"
      maxLength={40}
      required
      name={name}
      {...form.field(name)}
    />
  );
  return (
    <PageFrame {...frame}>
      <FormPanel
        state={submit}
        onSubmit={onSubmit}
        {...panelCopy(t, 'register')}
        errorTestId="register-error"
      >
        <Field
          label={t('fields.username')}
          help={t('register.usernameHelp')}
          {...USERNAME_INPUT}
          maxLength={30}
          required
          {...text('username')}
        />
        {password('password', t('fields.password'), t('register.passwordHelp'))}
        {password('confirmation', t('fields.confirmPassword'))}
        <NameFields field={form.field} maxLength={100} />
        <Field
          label={t('fields.mobile')}
          help={t('register.mobileHelp')}
          {...MOBILE_INPUT}
          maxLength={20}
          required
          {...text('mobile')}
        />
        <BirthDateField
          value={values.birthDate}
          error={errors.birthDate ?? null}
          onChange={(v) => set('birthDate', v)}
          onBlur={() => blur('birthDate')}
        />
        <GenderField value={values.gender} error={errors.gender ?? null} onChange={(v) => set('gender', v)} />
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
      </FormPanel>
      <SwitchLink text={t('register.haveAccount')} to="/login" label={t('register.login')} />
    </PageFrame>
  );
}
