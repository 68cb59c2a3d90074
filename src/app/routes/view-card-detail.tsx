/** /view-card-detail?id=…: the card detail reached from other flows (the spec's plain route). */
import { CardDetailView } from '../../features/cards/components/card-detail-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'viewCardDetail',
  backTo: '/coverages',
  query: withQueryClient,
  render: ({ search }) => (
    <CardDetailView cardId={search.get('id') ?? undefined} family={search.get('for') === 'family'} />
  ),
});
