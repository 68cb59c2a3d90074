/** /otp-delete: the fresh delete-purpose code (src/features/auth). */
import { OtpDeleteScreen } from '../../features/auth/components/otp-screens';
import { screen } from '../screen';

export default screen({
  render: () => <OtpDeleteScreen />,
});
