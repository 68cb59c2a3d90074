/** /add-card-family: a self-added card of a family member. */
import { CardFormView } from '../../features/cards/components/card-form-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'addCardFamily',
  backTo: '/family-coverages',
  query: withQueryClient,
  render: () => <CardFormView mode="add" family={true} />,
});
