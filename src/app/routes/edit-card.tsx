/** /edit-card: a self-added card (edit). */
import { CardFormView } from '../../features/cards/components/card-form-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'editCard',
  backTo: '/coverages',
  query: withQueryClient,
  render: ({ params }) => <CardFormView mode="edit" family={false} cardId={params.id} />,
});
