/** /change-password: current password, new password (not the old one) and its confirmation. */
import { useMemo } from 'react';
import { FormPanel, panelCopy } from '../../../components/form/form-panel';
import { type Checks, ruleMessage, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { useToastStore } from '../../../components/ui/toast';
import { useScreen } from '../../../lib/use-screen';
import { checkNewPassword, checkPasswordConfirmation } from '../../../../shared/rules/account';
import { changePassword } from '../api/account';
import { NewPasswordFields, PasswordField } from './password-field';

interface Values {
  current: string;
  next: string;
  confirmation: string;
}

export function ChangePasswordScreen() {
  const { t, locale, lp, navigate } = useScreen('auth');
  const toast = useToastStore((st) => st.show);
  const checks = useMemo<Checks<Values>>(() => {
    const rule = ruleMessage(t);
    return {
      current: (v) => (v ? null : t('validation:required')),
      next: (v, all) => rule(checkNewPassword(all.current, v)),
      confirmation: (v, all) => rule(checkPasswordConfirmation(all.next, v)),
    };
  }, [t]);
  const form = useForm<Values>({ current: '', next: '', confirmation: '' }, checks);
  const submit = useSubmit<keyof Values>({
    ns: 'auth',
    form,
    codes: {
      PASSWORD_CURRENT_INCORRECT: 'current',
      PASSWORD_SAME_AS_OLD: 'next',
      PASSWORD_POLICY: 'next',
      PASSWORD_MISMATCH: 'confirmation',
    },
    body: { current_password: 'current', new_password: 'next', new_password_confirmation: 'confirmation' },
  });

  const onSubmit = submit.onSubmit(async () => {
    const { current, next, confirmation } = form.values;
    const res = await changePassword({
      current_password: current,
      new_password: next,
      new_password_confirmation: confirmation,
      lang: locale,
    });
    const others = res.other_sessions_ended;
    toast(
      others > 0
        ? t('account:changePassword.doneOthers', { count: others })
        : t('account:changePassword.done'),
    );
    navigate(lp('/setting'), { replace: true });
  });

  return (
    <PageFrame title={t('common:routes.changePassword')} backTo="/setting">
      <FormPanel state={submit} onSubmit={onSubmit} {...panelCopy(t, 'account:changePassword')}>
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.field('current')}
        />
        <NewPasswordFields next={form.field('next')} confirmation={form.field('confirmation')} />
      </FormPanel>
    </PageFrame>
  );
}
