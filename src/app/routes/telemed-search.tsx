/** /telemed-mart/search: search providers by name, speciality and language; open now. */
import { ProviderSearch } from '../../features/telemed/components/providers';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'telemedSearch',
  backTo: '/telemed-mart/all',
  query: withQueryClient,
  render: () => <ProviderSearch cardId={undefined} />,
});
