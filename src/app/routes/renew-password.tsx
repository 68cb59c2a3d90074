/** /renew-password (src/features/auth). */
import { RenewPasswordScreen } from '../../features/auth/components/renew-password-form';
import { screen } from '../screen';

export default screen({
  render: () => <RenewPasswordScreen />,
});
