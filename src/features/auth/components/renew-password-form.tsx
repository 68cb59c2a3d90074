/**
 * /renew-password: the new password after a verified OTP, for a forgotten password and for the
 * forced renewal of members from before the privacy update (reached from /check-page). Without a
 * verified code it leads to the OTP step first. Every session ends; the member logs in again.
 */
import { useMemo, useState } from 'react';
import { FormPanel, panelCopy } from '../../../components/form/form-panel';
import { type Checks, ruleMessage, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { NoticePage } from '../../../components/layout/notice-page';
import { useTranslation } from '../../../lib/i18n';
import { checkPassword, checkPasswordConfirmation } from '../../../../shared/rules/account';
import { resetPassword } from '../api/recovery';
import { useOtpSession } from '../stores/otp-session';
import { NewPasswordFields } from './password-field';

interface Values {
  password: string;
  confirmation: string;
}

export function RenewPasswordScreen() {
  const { t } = useTranslation('auth');
  const flow = useOtpSession((st) => st.register);
  const [done, setDone] = useState(false);
  const checks = useMemo<Checks<Values>>(() => {
    const rule = ruleMessage(t);
    return {
      password: (v) => rule(checkPassword(v)),
      confirmation: (v, all) => rule(checkPasswordConfirmation(all.password, v)),
    };
  }, [t]);
  const form = useForm<Values>({ password: '', confirmation: '' }, checks);
  const submit = useSubmit<keyof Values>({
    ns: 'auth',
    form,
    codes: {
      PASSWORD_SAME_AS_OLD: 'password',
      PASSWORD_POLICY: 'password',
      PASSWORD_MISMATCH: 'confirmation',
    },
    body: { password_confirmation: 'confirmation' },
  });
  const title = t('common:routes.renewPassword');
  const verified = flow?.verified_token;

  if (done) {
    const [heading, body] = [t('renew.doneTitle'), t('renew.doneBody')];
    const link = { to: '/login', label: t('renew.login') } as const;
    return <NoticePage frame={{ title, backTo: null }} {...{ heading, body, link }} testId="renew-done" />;
  }
  if (!flow || (flow.purpose !== 'reset' && flow.purpose !== 'renew') || !verified) {
    const renewing = flow?.purpose === 'renew';
    const next = renewing
      ? ({ to: '/otp', label: t('renew.enterCode') } as const)
      : ({ to: '/forget-password', label: t('renew.startReset') } as const);
    const [heading, body] = [t('renew.needCodeTitle'), renewing ? t('renew.why') : t('renew.needCodeBody')];
    const frame = { title, backTo: '/login' } as const;
    return <NoticePage {...{ frame, heading, body }} link={next} testId="renew-need-code" />;
  }

  const onSubmit = submit.onSubmit(async () => {
    const { password, confirmation } = form.values;
    await resetPassword({ reset_token: verified, password, password_confirmation: confirmation });
    useOtpSession.getState().setRegister(null);
    setDone(true);
  });
  return (
    <PageFrame title={title} backTo="/login">
      <FormPanel state={submit} onSubmit={onSubmit} {...panelCopy(t, 'renew')}>
        <NewPasswordFields next={form.field('password')} confirmation={form.field('confirmation')} />
      </FormPanel>
    </PageFrame>
  );
}
