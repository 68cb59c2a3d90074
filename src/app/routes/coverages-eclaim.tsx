/** /coverages/eclaim: the cards an e-Claim can start from (src/features/cards). */
import { CoveragesEclaimView } from '../../features/cards/components/coverages-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'coveragesEclaim',
  backTo: '/',
  query: withQueryClient,
  render: () => <CoveragesEclaimView />,
});
