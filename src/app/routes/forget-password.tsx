/** /forget-password (src/features/auth). */
import { ForgetPasswordScreen } from '../../features/auth/components/forget-password-form';
import { screen } from '../screen';

export default screen({
  render: () => <ForgetPasswordScreen />,
});
