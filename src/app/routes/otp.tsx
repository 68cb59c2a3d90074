/** /otp: the code step of registration, password reset and renewal (src/features/auth). */
import { OtpScreen } from '../../features/auth/components/otp-screens';
import { screen } from '../screen';

export default screen({
  render: () => <OtpScreen />,
});
