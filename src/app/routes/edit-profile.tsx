/**
 * /edit-profile: name, surname, birth date, gender, employee id and email. Username and mobile are
 * shown but not editable here; SSO members' names come from their employer.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Profile } from '../../api/schemas/account';
import { PageFrame } from '../../components/layout/page-frame';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SkeletonList } from '../../components/ui/skeleton';
import { useToastStore } from '../../components/ui/toast';
import { getProfile, updateProfile } from '../../features/auth/api/account';
import { mapApiError, RULE_CODES } from '../../features/auth/api/errors';
import { type BirthDateParts, isoToParts, parseBirthDate } from '../../features/auth/birth-date';
import * as s from '../../features/auth/components/auth.css';
import { FormAlert } from '../../features/auth/components/form-alert';
import { BirthDateField, GenderField, type GenderValue } from '../../features/auth/components/profile-fields';
import { type Checks, focusFirstInvalid, useForm } from '../../features/auth/hooks/use-form';
import { useLoad } from '../../features/consents/hooks';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';
import { checkEmail, checkName } from '../../lib/rules/account';
import { formatThaiMobile } from '../../lib/rules/phone';

interface Values {
  name: string;
  surname: string;
  birthDate: BirthDateParts;
  gender: GenderValue | '';
  employeeId: string;
  email: string;
}

const toValues = (p: Profile): Values => ({
  name: p.name,
  surname: p.surname,
  birthDate: isoToParts(p.birth_date),
  gender: p.gender,
  employeeId: p.employee_id ?? '',
  email: p.email ?? '',
});

export default function EditProfileScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const { result } = useLoad(() => getProfile(), []);
  const profile = result.state === 'ready' ? result.data : null;
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checks = useMemo<Checks<Values>>(() => {
    const rule = (code: string | null) => (code ? t(`validation:${code}`) : null);
    return {
      name: (v) => rule(checkName(v)),
      surname: (v) => rule(checkName(v)),
      birthDate: (v) => {
        if (!v.day && !v.month && !v.year) return null;
        const r = parseBirthDate(v);
        return r.ok ? null : r.error === 'required' ? t('validation:required') : t(`errors.${r.error}`);
      },
      email: (v) => (v ? rule(checkEmail(v)) : null),
    };
  }, [t]);
  const form = useForm<Values>(
    {
      name: '',
      surname: '',
      birthDate: { day: '', month: '', year: '' },
      gender: '',
      employeeId: '',
      email: '',
    },
    checks,
  );
  const { setValues } = form;
  useEffect(() => {
    if (profile) setValues(toValues(profile));
  }, [profile, setValues]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !profile) return;
    setFormError(null);
    if (!form.validate()) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const v = form.values;
    const birth = parseBirthDate(v.birthDate);
    setBusy(true);
    try {
      await updateProfile({
        ...(profile.is_sso ? {} : { name: v.name.trim(), surname: v.surname.trim() }),
        birth_date: birth.ok ? birth.value.iso : null,
        ...(v.gender ? { gender: v.gender } : {}),
        employee_id: v.employeeId.trim() || null,
        email: v.email.trim() || null,
      });
      toast(t('profile.saved'));
      navigate(lp('/setting'), { replace: true });
    } catch (error) {
      const mapped = mapApiError(
        error,
        locale,
        { ruleCodes: RULE_CODES, bodyToField: { birth_date: 'birthDate', employee_id: 'employeeId' } },
        t,
      );
      for (const [name, message] of Object.entries(mapped.fields))
        form.setError(name as keyof Values, message);
      setFormError(mapped.form);
      setBusy(false);
    }
  }

  const text = (name: 'name' | 'surname' | 'employeeId' | 'email') => ({
    value: form.values[name],
    error: form.errors[name] ?? null,
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
    onBlur: () => form.blur(name),
  });

  return (
    <PageFrame title={t('common:routes.editProfile')} backTo="/setting">
      {result.state === 'loading' ? <SkeletonList rows={5} label={t('common:app.loading')} /> : null}
      {result.state === 'error' ? (
        <p className={s.formError} role="alert">
          {t('profile.loadFailed')}
        </p>
      ) : null}
      {profile ? (
        <section className={s.panel} aria-labelledby="profile-heading">
          <h2 id="profile-heading" className={s.heading}>
            {t('profile.heading')}
          </h2>
          <dl className={s.muted}>
            {profile.username ? (
              <>
                <dt>{t('profile.usernameLabel')}</dt>
                <dd data-testid="profile-username">{profile.username}</dd>
              </>
            ) : null}
            {profile.mobile ? (
              <>
                <dt>{t('profile.mobileLabel')}</dt>
                <dd>{formatThaiMobile(profile.mobile)}</dd>
              </>
            ) : null}
          </dl>
          <p className={s.muted}>{profile.is_sso ? t('profile.ssoNote') : t('profile.mobileNote')}</p>
          <form ref={formRef} className={s.form} noValidate onSubmit={onSubmit}>
            <FormAlert message={formError} />
            <Field
              label={t('fields.name')}
              autoComplete="given-name"
              required
              disabled={profile.is_sso}
              {...text('name')}
            />
            <Field
              label={t('fields.surname')}
              autoComplete="family-name"
              required
              disabled={profile.is_sso}
              {...text('surname')}
            />
            <BirthDateField
              value={form.values.birthDate}
              error={form.errors.birthDate ?? null}
              onChange={(v) => form.set('birthDate', v)}
              onBlur={() => form.blur('birthDate')}
            />
            <GenderField value={form.values.gender} onChange={(v) => form.set('gender', v)} />
            <Field label={t('fields.employeeId')} maxLength={40} {...text('employeeId')} />
            <Field
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              maxLength={100}
              {...text('email')}
            />
            <Button type="submit" variant="primary" block disabled={busy}>
              {busy ? t('profile.submitting') : t('profile.submit')}
            </Button>
          </form>
        </section>
      ) : null}
    </PageFrame>
  );
}
