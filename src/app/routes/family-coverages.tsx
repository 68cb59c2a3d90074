/** /family-coverages and /family-coverages/{id}: the family's cards, and one family card in detail. */
import { CardDetailView } from '../../features/cards/components/card-detail-view';
import { FamilyView } from '../../features/cards/components/family-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: ({ params }) => (params.id ? 'coverageDetail' : 'familyCoverages'),
  backTo: ({ params }) => (params.id ? '/family-coverages' : '/'),
  query: withQueryClient,
  render: ({ params: { id } }) => (id ? <CardDetailView cardId={id} family /> : <FamilyView />),
});
