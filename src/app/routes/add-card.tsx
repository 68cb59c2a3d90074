/** /add-card: a self-added card. */
import { CardFormView } from '../../features/cards/components/card-form-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'addCard',
  backTo: '/insurance-list',
  query: withQueryClient,
  render: () => <CardFormView mode="add" family={false} />,
});
