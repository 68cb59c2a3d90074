/** /promotion/{id}: one promotion; an expired one says so. */
import { PromotionDetailView } from '../../features/content/components/promotion-detail-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'promotionDetail',
  backTo: '/promotion',
  query: withQueryClient,
  render: ({ params }) => <PromotionDetailView id={params.id} />,
});
