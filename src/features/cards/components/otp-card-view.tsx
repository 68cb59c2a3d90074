/** /otp-card: confirms the policy search with the OTP; the policies join the member's or family's list. */
import { useNavigate } from 'react-router';
import { OTP_RESEND_SECONDS } from '../../../../shared/api/constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { OtpInput } from '../../../components/ui/otp-input';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { useLinkCards } from '../api/link-cards';
import { sendCardSearchOtp } from '../api/send-card-search-otp';
import { useCardOtpStore } from '../stores/card-otp-store';

/** Resend cooldown the server enforces (docs/security.md 3). */
const RESEND_COOLDOWN_MS = OTP_RESEND_SECONDS * 1000;

export function OtpCardView() {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const otp = useCardOtpStore((st) => st.otp);
  const setOtp = useCardOtpStore((st) => st.set);
  const clear = useCardOtpStore((st) => st.clear);
  const link = useLinkCards();

  if (!otp) {
    const back = { to: '/search-idcard', label: t('otp.backToSearch') } as const;
    return (
      <EmptyState
        icon={<InfoIcon size={48} />}
        title={t('otp.noChallenge')}
        testId="otp-card-no-challenge"
        link={back}
      />
    );
  }

  // Linking adds policies to a list and can be undone: the member still confirms with the button.
  return (
    <OtpInput
      label={t('otp.label')}
      intro={t('otp.intro', { phone: otp.phone })}
      submitLabel={t('otp.submit')}
      refNo={otp.ref_no}
      sentAt={otp.sentAt}
      resendAt={otp.sentAt + RESEND_COOLDOWN_MS}
      ttlMinute={otp.ttl_minute}
      onVerify={async (code) => {
        await link.mutateAsync({ ref_no: otp.ref_no, otp: code });
        clear();
        toast(t(otp.family ? 'otp.linkedFamily' : 'otp.linked'));
        navigate(lp(otp.family ? '/family-coverages' : '/coverages'), { replace: true });
      }}
      onResend={async () => {
        const sent = await sendCardSearchOtp({ search_id: otp.search_id, phone_choice: otp.phone_choice });
        setOtp({
          ...otp,
          ref_no: sent.ref_no,
          phone: sent.phone_masked,
          ttl_minute: sent.ttl_minute,
          sentAt: Date.now(),
        });
      }}
    />
  );
}
