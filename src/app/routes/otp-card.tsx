/** /otp-card: the OTP that links a found policy. */
import { OtpCardView } from '../../features/cards/components/otp-card-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'otpCard',
  backTo: '/search-idcard',
  query: withQueryClient,
  render: () => <OtpCardView />,
});
