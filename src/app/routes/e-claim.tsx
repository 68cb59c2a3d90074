/** /e-claim: the four-step e-Claim (src/features/claims). */
import { EclaimView } from '../../features/claims/components/eclaim-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'eClaim',
  backTo: '/coverages/eclaim',
  query: withQueryClient,
  render: () => <EclaimView />,
});
