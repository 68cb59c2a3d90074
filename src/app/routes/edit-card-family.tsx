/** /edit-card-family: a self-added card of a family member (edit). */
import { CardFormView } from '../../features/cards/components/card-form-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'editCardFamily',
  backTo: '/family-coverages',
  query: withQueryClient,
  render: ({ params }) => <CardFormView mode="edit" family={true} cardId={params.id} />,
});
