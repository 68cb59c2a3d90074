/** /register → /otp (src/features/auth). */
import { RegisterScreen } from '../../features/auth/components/register-form';
import { screen } from '../screen';

export default screen({
  render: () => <RegisterScreen />,
});
