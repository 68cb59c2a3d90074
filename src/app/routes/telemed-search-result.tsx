/** /telemed-mart/search/{cardId}: the search, only providers that accept this chosen card. */
import { ProviderSearch } from '../../features/telemed/components/providers';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'telemedSearchResult',
  backTo: '/telemed-mart/search',
  query: withQueryClient,
  render: ({ params }) => <ProviderSearch cardId={params.id} />,
});
