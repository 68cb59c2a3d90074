/** /coverages: the member's cards (src/features/cards). */
import { CoveragesView } from '../../features/cards/components/coverages-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'coverages',
  backTo: '/',
  query: withQueryClient,
  render: () => <CoveragesView />,
});
