/**
 * /otp: the code step of registration, password reset and the renewal of members from before the
 * privacy update. Its state (ref_no, phone, ttl_minute, token, is_old_user) lives in the session store
 * (sessionStorage), so a reload keeps the flow and the countdown.
 */
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { InfoIcon } from '../../components/ui/icons';
import { verifyRecoveryOtp, resendRecoveryOtp } from '../../features/auth/api/recovery';
import { resendRegisterOtp, verifyRegisterOtp } from '../../features/auth/api/register';
import * as s from '../../features/auth/components/auth.css';
import { OtpForm } from '../../features/auth/components/otp-form';
import { applySessionGrant } from '../../features/auth/session';
import { useOtpSession } from '../../features/auth/stores/otp-session';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';

export default function OtpScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const flow = useOtpSession((st) => st.register);
  const patch = useOtpSession((st) => st.patchRegister);

  if (!flow) {
    return (
      <PageFrame title={t('common:routes.otp')} backTo="/register">
        <EmptyState
          icon={<InfoIcon size={48} />}
          title={t('otp.noFlowTitle')}
          testId="otp-no-flow"
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to={lp('/login')}>
              {t('otp.backToLogin')}
            </Link>
          }
        >
          <p>{t('otp.noFlowBody')}</p>
        </EmptyState>
      </PageFrame>
    );
  }

  const isRegister = flow.purpose === 'register';
  const heading = isRegister
    ? t('otp.headingRegister')
    : flow.purpose === 'renew'
      ? t('otp.headingRenew')
      : t('otp.headingReset');

  async function onVerify(code: string) {
    if (!flow) return;
    if (flow.purpose === 'register') {
      const grant = await verifyRegisterOtp(flow.token, code);
      applySessionGrant(grant);
      // /check-page leads a new member through the consents before home.
      navigate(lp('/check-page'), { replace: true });
      return;
    }
    const { reset_token } = await verifyRecoveryOtp(flow.ref_no, code);
    patch({ verified_token: reset_token });
    navigate(lp('/renew-password'), { replace: true });
  }

  async function onResend() {
    if (!flow) return;
    const now = Date.now();
    const next =
      flow.purpose === 'register'
        ? await resendRegisterOtp(flow.token, locale)
        : await resendRecoveryOtp(flow.ref_no, locale);
    patch({
      ref_no: next.ref_no,
      ttl_minute: next.ttl_minute,
      sent_at: now,
      resend_at: now + next.resend_after_seconds * 1000,
      ...('phone' in next && typeof next.phone === 'string' ? { phone: next.phone } : {}),
    });
  }

  return (
    <PageFrame title={t('common:routes.otp')} backTo={isRegister ? '/register' : '/login'}>
      <section className={s.panel} aria-labelledby="otp-heading">
        <h2 id="otp-heading" className={s.heading}>
          {heading}
        </h2>
        {flow.is_old_user ? <p className={s.notice}>{t('renew.why')}</p> : null}
        <OtpForm
          phone={flow.phone || null}
          refNo={flow.ref_no}
          sentAt={flow.sent_at}
          ttlMinute={flow.ttl_minute}
          resendAt={flow.resend_at}
          onVerify={onVerify}
          onResend={onResend}
          onCooldown={(seconds) => patch({ resend_at: Date.now() + seconds * 1000 })}
          submitLabel={t('otp.submit')}
        />
      </section>
    </PageFrame>
  );
}
