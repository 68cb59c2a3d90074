/**
 * /renew-password: the new password after a verified OTP, for a forgotten password and for the
 * forced renewal of members from before the privacy update (reached from /check-page). Without a
 * verified code it leads to the OTP step first. Every session ends; the member logs in again.
 */
import { useMemo, useState } from 'react';
import { FormPanel } from '../../../components/form/form-panel';
import { type Checks, ruleMessage, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { checkPassword, checkPasswordConfirmation } from '../../../lib/rules/account';
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
    return (
      <PageFrame title={title} backTo={null}>
        <EmptyState
          icon={<InfoIcon size={48} />}
          title={t('renew.doneTitle')}
          testId="renew-done"
          link={{ to: '/login', label: t('renew.login') }}
        >
          <p>{t('renew.doneBody')}</p>
        </EmptyState>
      </PageFrame>
    );
  }
  if (!flow || (flow.purpose !== 'reset' && flow.purpose !== 'renew') || !verified) {
    const renewing = flow?.purpose === 'renew';
    const next = renewing
      ? ({ to: '/otp', label: t('renew.enterCode') } as const)
      : ({ to: '/forget-password', label: t('renew.startReset') } as const);
    return (
      <PageFrame title={title} backTo="/login">
        <EmptyState
          icon={<InfoIcon size={48} />}
          title={t('renew.needCodeTitle')}
          testId="renew-need-code"
          link={next}
        >
          <p>{renewing ? t('renew.why') : t('renew.needCodeBody')}</p>
        </EmptyState>
      </PageFrame>
    );
  }

  const onSubmit = submit.onSubmit(async () => {
    const { password, confirmation } = form.values;
    await resetPassword({ reset_token: verified, password, password_confirmation: confirmation });
    useOtpSession.getState().setRegister(null);
    setDone(true);
  });
  return (
    <PageFrame title={title} backTo="/login">
      <FormPanel
        state={submit}
        onSubmit={onSubmit}
        heading={t('renew.heading')}
        intro={t('renew.intro')}
        submitLabel={t('renew.submit')}
        busyLabel={t('renew.submitting')}
      >
        <NewPasswordFields next={form.field('password')} confirmation={form.field('confirmation')} />
      </FormPanel>
    </PageFrame>
  );
}
