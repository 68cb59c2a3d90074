/** /delete-account → /otp-delete (src/features/auth). */
import { DeleteAccountScreen } from '../../features/auth/components/delete-account-form';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  query: withQueryClient,
  render: () => <DeleteAccountScreen />,
});
