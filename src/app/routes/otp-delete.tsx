/**
 * /otp-delete: the fresh delete-purpose OTP. On success the server has ended every session and
 * erased or anonymised the member's data; this browser forgets everything and lands on `/`.
 */
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { InfoIcon } from '../../components/ui/icons';
import { useToastStore } from '../../components/ui/toast';
import { deleteAccount, requestDeleteOtp } from '../../features/auth/api/account';
import * as s from '../../features/auth/components/auth.css';
import { OtpForm } from '../../features/auth/components/otp-form';
import { clearMemberState } from '../../features/auth/session';
import { useOtpSession } from '../../features/auth/stores/otp-session';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';

export default function OtpDeleteScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const flow = useOtpSession((st) => st.delete);
  const setDelete = useOtpSession((st) => st.setDelete);

  if (!flow) {
    return (
      <PageFrame title={t('common:routes.otpDelete')} backTo="/delete-account">
        <EmptyState
          icon={<InfoIcon size={48} />}
          title={t('delete.noCodeTitle')}
          action={
            <Link className={buttonClassName({ variant: 'primary' })} to={lp('/delete-account')}>
              {t('delete.back')}
            </Link>
          }
        >
          <p>{t('delete.noCodeBody')}</p>
        </EmptyState>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('common:routes.otpDelete')} backTo="/delete-account">
      <section className={s.panel} aria-labelledby="otp-del-heading">
        <h2 id="otp-del-heading" className={s.heading}>
          {t('delete.otpHeading')}
        </h2>
        <OtpForm
          phone={flow.phone}
          refNo={flow.ref_no}
          sentAt={flow.sent_at}
          ttlMinute={flow.ttl_minute}
          resendAt={flow.resend_at}
          submitLabel={t('delete.submit')}
          onVerify={async (code) => {
            await deleteAccount(flow.ref_no, code);
            await clearMemberState();
            useToastStore.getState().show(t('delete.done'));
            navigate(lp('/'), { replace: true });
          }}
          onResend={async () => {
            const otp = await requestDeleteOtp(locale);
            const now = Date.now();
            setDelete({
              ref_no: otp.ref_no,
              phone: otp.phone,
              ttl_minute: otp.ttl_minute,
              sent_at: now,
              resend_at: now + otp.resend_after_seconds * 1000,
            });
          }}
          onCooldown={(seconds) => setDelete({ ...flow, resend_at: Date.now() + seconds * 1000 })}
        />
      </section>
    </PageFrame>
  );
}
