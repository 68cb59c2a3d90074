/** /change-password (src/features/auth). */
import { ChangePasswordScreen } from '../../features/auth/components/change-password-form';
import { screen } from '../screen';

export default screen({
  render: () => <ChangePasswordScreen />,
});
