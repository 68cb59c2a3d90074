/** /otp-card: confirms the policy search with the OTP; the policies join the member's or family's list. */
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { useLinkCards } from '../api/link-cards';
import { sendCardSearchOtp } from '../api/send-card-search-otp';
import { useCardOtpStore } from '../stores/card-otp-store';
import { OtpInput } from './otp-input';

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
    return (
      <EmptyState
        icon={<InfoIcon size={48} />}
        title={t('otp.noChallenge')}
        testId="otp-card-no-challenge"
        action={
          <Link className={buttonClassName({ variant: 'primary' })} to={lp('/search-idcard')}>
            {t('otp.backToSearch')}
          </Link>
        }
      />
    );
  }

  return (
    <OtpInput
      phone={otp.phone}
      refNo={otp.ref_no}
      sentAt={otp.sentAt}
      ttlMinute={otp.ttl_minute}
      onVerify={async (code) => {
        const linked = await link.mutateAsync({ ref_no: otp.ref_no, otp: code });
        clear();
        toast(t(otp.family ? 'otp.linkedFamily' : 'otp.linked'));
        navigate(lp(otp.family ? '/family-coverages' : '/coverages'), { replace: true });
        return void linked;
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
