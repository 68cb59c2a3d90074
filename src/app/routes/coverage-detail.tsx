/** /coverages/{id}: one of the member's cards. */
import { CardDetailView } from '../../features/cards/components/card-detail-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'coverageDetail',
  backTo: '/coverages',
  query: withQueryClient,
  render: ({ params }) => <CardDetailView cardId={params.id} />,
});
