/** /telemedicine/{code}: a provider, its services, fee and working hours. */
import { ProviderDetail } from '../../features/telemed/components/providers';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'telemedicine',
  backTo: '/telemed-mart/all',
  query: withQueryClient,
  render: ({ params }) => <ProviderDetail code={params.id} />,
});
