/** /edit-profile (src/features/auth). */
import { EditProfileScreen } from '../../features/auth/components/edit-profile-form';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  query: withQueryClient,
  render: () => <EditProfileScreen />,
});
