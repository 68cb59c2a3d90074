/**
 * /forget-password → /otp → /renew-password. The answer is the same for known and unknown usernames
 * (the OTP screen says "if an account matches, we sent an SMS"), so nobody learns which exist.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FormPanel, panelCopy } from '../../../components/form/form-panel';
import { ruleMessage, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { Field } from '../../../components/ui/field';
import * as s from '../../../components/ui/form.css';
import { useScreen } from '../../../lib/use-screen';
import { checkLoginUsername } from '../../../../shared/rules/login-username';
import { recoverPassword } from '../api/recovery';
import { startOtp } from '../stores/otp-session';
import { USERNAME_INPUT } from './input-kinds';

export function ForgetPasswordScreen() {
  const { t, locale, lp, navigate } = useScreen('auth');
  const checks = useMemo(() => ({ username: (v: string) => ruleMessage(t)(checkLoginUsername(v)) }), [t]);
  const form = useForm({ username: '' }, checks);
  const submit = useSubmit({ ns: 'auth', form });
  const onSubmit = submit.onSubmit(async () => {
    startOtp('reset', await recoverPassword(form.values.username, locale));
    navigate(lp('/otp'));
  });
  const forgotUsername = (
    <Link className={s.link} to={lp('/forget-username')}>
      {t('forgotPassword.forgotUsername')}
    </Link>
  );
  return (
    <PageFrame title={t('common:routes.forgetPassword')} backTo="/login">
      <FormPanel
        state={submit}
        onSubmit={onSubmit}
        {...panelCopy(t, 'forgotPassword')}
        after={forgotUsername}
      >
        <Field label={t('fields.username')} {...USERNAME_INPUT} required {...form.field('username')} />
      </FormPanel>
    </PageFrame>
  );
}
