/** /telemed-mart/{category}: the providers of one kind, or all of them. */
import { ProviderMarket } from '../../features/telemed/components/providers';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'telemedProvider',
  backTo: '/telemed-mart',
  query: withQueryClient,
  render: ({ params }) => <ProviderMarket category={params.id} />,
});
