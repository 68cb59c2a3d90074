/**
 * The account OTP steps, on the one OTP entry (src/components/ui/otp-input.tsx). Their state lives in
 * the session store (sessionStorage), so a reload keeps the flow and the countdown.
 * - /otp: registration, password reset and the renewal of members from before the privacy update;
 *   the sixth digit submits by itself.
 * - /otp-delete: the fresh delete-purpose code. Deleting cannot be undone, so it never fires on typing:
 *   the member presses the delete button (docs/decisions/005-thin-routes-and-form-parts.md).
 */
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/layout/page-frame';
import { NoticePage } from '../../../components/layout/notice-page';
import * as s from '../../../components/ui/form.css';
import { OtpInput, type OtpInputProps } from '../../../components/ui/otp-input';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useScreen } from '../../../lib/use-screen';
import { deleteAccount, requestDeleteOtp } from '../api/account';
import { resendRecoveryOtp, verifyRecoveryOtp } from '../api/recovery';
import { resendRegisterOtp, verifyRegisterOtp } from '../api/register';
import { applySessionGrant, clearMemberState } from '../session';
import { sentFields, startDeleteOtp, useOtpSession } from '../stores/otp-session';

type Flow = { phone: string; ref_no: string; sent_at: number; ttl_minute: number; resend_at: number };

/** A titled panel around the code entry, with the flow's timing from the store. */
function CodePanel({
  heading,
  flow,
  top,
  ...entry
}: { heading: string; flow: Flow; top?: ReactNode } & Pick<
  OtpInputProps,
  'submitLabel' | 'autoSubmit' | 'onVerify' | 'onResend' | 'onCooldown'
>) {
  const { t } = useTranslation('auth');
  return (
    <section className={s.panel} aria-label={heading}>
      <h2 className={s.heading}>{heading}</h2>
      {top}
      <OtpInput
        label={t('otp.label')}
        intro={flow.phone ? t('otp.sentTo', { phone: flow.phone }) : t('otp.sentToRegistered')}
        refNo={flow.ref_no}
        sentAt={flow.sent_at}
        ttlMinute={flow.ttl_minute}
        resendAt={flow.resend_at}
        {...entry}
      />
    </section>
  );
}

export function OtpScreen() {
  const { t, locale, lp, navigate } = useScreen('auth');
  const flow = useOtpSession((st) => st.register);
  const patch = useOtpSession((st) => st.patchRegister);
  const title = t('common:routes.otp');

  if (!flow) {
    const [heading, body] = [t('otp.noFlowTitle'), t('otp.noFlowBody')];
    const link = { to: '/login', label: t('otp.backToLogin') } as const;
    return (
      <NoticePage frame={{ title, backTo: '/register' }} {...{ heading, body, link }} testId="otp-no-flow" />
    );
  }
  const { purpose } = flow;
  const isRegister = purpose === 'register';
  return (
    <PageFrame title={title} backTo={isRegister ? '/register' : '/login'}>
      <CodePanel
        heading={t(
          isRegister ? 'otp.headingRegister' : purpose === 'renew' ? 'otp.headingRenew' : 'otp.headingReset',
        )}
        top={flow.is_old_user ? <p className={s.notice}>{t('renew.why')}</p> : null}
        flow={flow}
        submitLabel={t('otp.submit')}
        autoSubmit
        onVerify={async (code) => {
          if (isRegister) {
            applySessionGrant(await verifyRegisterOtp(flow.token, code));
            // /check-page leads a new member through the consents before home.
            navigate(lp('/check-page'), { replace: true });
            return;
          }
          const { reset_token } = await verifyRecoveryOtp(flow.ref_no, code);
          patch({ verified_token: reset_token });
          navigate(lp('/renew-password'), { replace: true });
        }}
        onResend={async () => {
          const next = isRegister
            ? await resendRegisterOtp(flow.token, locale)
            : await resendRecoveryOtp(flow.ref_no, locale);
          patch(sentFields(next as Parameters<typeof sentFields>[0]));
        }}
        onCooldown={(seconds) => patch({ resend_at: Date.now() + seconds * 1000 })}
      />
    </PageFrame>
  );
}

export function OtpDeleteScreen() {
  const { t, locale, lp, navigate } = useScreen('auth');
  const flow = useOtpSession((st) => st.delete);
  const setDelete = useOtpSession((st) => st.setDelete);
  const frame = { title: t('common:routes.otpDelete'), backTo: '/delete-account' } as const;
  if (!flow) {
    const [heading, body] = [t('account:delete.noCodeTitle'), t('account:delete.noCodeBody')];
    return (
      <NoticePage
        {...{ frame, heading, body }}
        link={{ to: '/delete-account', label: t('account:delete.back') }}
      />
    );
  }
  return (
    <PageFrame {...frame}>
      <CodePanel
        heading={t('account:delete.otpHeading')}
        flow={flow}
        submitLabel={t('account:delete.submit')}
        onVerify={async (code) => {
          await deleteAccount(flow.ref_no, code);
          await clearMemberState();
          useToastStore.getState().show(t('account:delete.done'));
          navigate(lp('/'), { replace: true });
        }}
        onResend={async () => startDeleteOtp(await requestDeleteOtp(locale))}
        onCooldown={(seconds) => setDelete({ ...flow, resend_at: Date.now() + seconds * 1000 })}
      />
    </PageFrame>
  );
}
