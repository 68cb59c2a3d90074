/** /forget-username (src/features/auth). */
import { ForgetUsernameScreen } from '../../features/auth/components/forget-username-form';
import { screen } from '../screen';

export default screen({
  render: () => <ForgetUsernameScreen />,
});
