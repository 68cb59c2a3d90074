/** /otp-card: the OTP that links a found policy. */
import { PageFrame } from '../../components/layout/page-frame';
import { OtpCardView } from '../../features/cards/components/otp-card-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function OtpCardScreen() {
  const { t } = useTranslation('cards');
  return (
    <PageFrame title={t('common:routes.otpCard')} backTo="/search-idcard">
      <OtpCardView />
    </PageFrame>
  );
}

export default withQueryClient(OtpCardScreen);
