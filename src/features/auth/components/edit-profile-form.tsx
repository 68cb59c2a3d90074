/**
 * /edit-profile: name, surname, birth date, gender, employee id and email. Username and mobile are
 * shown but not editable here; SSO members' names come from their employer.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Profile } from '../../../../shared/api/schemas/account';
import { FormPanel, panelCopy } from '../../../components/form/form-panel';
import { type Checks, ruleMessage, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { Field } from '../../../components/ui/field';
import * as s from '../../../components/ui/form.css';
import { QueryState } from '../../../components/ui/query-state';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { checkEmail, checkName } from '../../../../shared/rules/account';
import { formatThaiMobile } from '../../../../shared/rules/phone';
import { useProfile, useUpdateProfile } from '../api/account-queries';
import { birthDateMessage, parseBirthDate } from '../birth-date';
import { NameFields } from './name-fields';
import { BirthDateField, GenderField, type GenderValue } from './profile-fields';

interface Values {
  name: string;
  surname: string;
  birthDate: string;
  gender: GenderValue | '';
  employeeId: string;
  email: string;
}

const toValues = (p: Profile): Values => ({
  name: p.name,
  surname: p.surname,
  birthDate: p.birth_date ?? '',
  gender: p.gender,
  employeeId: p.employee_id ?? '',
  email: p.email ?? '',
});

export function EditProfileScreen() {
  const { t } = useTranslation('auth');
  const query = useProfile();
  return (
    <PageFrame title={t('common:routes.editProfile')} backTo="/setting">
      <QueryState query={query} rows={5} failed={{ fallback: t('account:profile.loadFailed') }}>
        {(profile) => <ProfileForm profile={profile} />}
      </QueryState>
    </PageFrame>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('auth');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const update = useUpdateProfile();
  const checks = useMemo<Checks<Values>>(() => {
    const rule = ruleMessage(t);
    return {
      name: (v) => rule(checkName(v)),
      surname: (v) => rule(checkName(v)),
      // Optional here: only a started date is checked.
      birthDate: (v) => (v ? birthDateMessage(t, v) : null),
      email: (v) => (v ? rule(checkEmail(v)) : null),
    };
  }, [t]);
  const form = useForm<Values>(toValues(profile), checks);
  const submit = useSubmit<keyof Values>({
    ns: 'auth',
    form,
    body: { birth_date: 'birthDate', employee_id: 'employeeId' },
  });

  const onSubmit = submit.onSubmit(async () => {
    const v = form.values;
    const birth = parseBirthDate(v.birthDate);
    await update.mutateAsync({
      ...(profile.is_sso ? {} : { name: v.name.trim(), surname: v.surname.trim() }),
      birth_date: birth.ok ? birth.iso : null,
      ...(v.gender ? { gender: v.gender } : {}),
      employee_id: v.employeeId.trim() || null,
      email: v.email.trim() || null,
    });
    toast(t('account:profile.saved'));
    navigate(lp('/setting'), { replace: true });
  });

  const facts = (
    <>
      <dl className={s.muted}>
        {profile.username ? (
          <>
            <dt>{t('account:profile.usernameLabel')}</dt>
            <dd data-testid="profile-username">{profile.username}</dd>
          </>
        ) : null}
        {profile.mobile ? (
          <>
            <dt>{t('account:profile.mobileLabel')}</dt>
            <dd>{formatThaiMobile(profile.mobile)}</dd>
          </>
        ) : null}
      </dl>
      <p className={s.muted}>
        {profile.is_sso ? t('account:profile.ssoNote') : t('account:profile.mobileNote')}
      </p>
    </>
  );
  return (
    <FormPanel state={submit} onSubmit={onSubmit} {...panelCopy(t, 'account:profile')} top={facts}>
      <NameFields field={form.field} disabled={profile.is_sso} />
      <BirthDateField
        value={form.values.birthDate}
        error={form.errors.birthDate ?? null}
        onChange={(v) => form.set('birthDate', v)}
        onBlur={() => form.blur('birthDate')}
      />
      <GenderField value={form.values.gender} onChange={(v) => form.set('gender', v)} />
      <Field label={t('fields.employeeId')} maxLength={40} {...form.field('employeeId')} />
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        maxLength={100}
        {...form.field('email')}
      />
    </FormPanel>
  );
}
