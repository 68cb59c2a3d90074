/** /promotion (tab): the partner's running promotions. */
import { PromotionListView } from '../../features/content/components/promotion-list-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'promotion',
  backTo: null,
  tab: 'promotion',
  query: withQueryClient,
  render: () => <PromotionListView />,
});
