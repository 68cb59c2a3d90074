/** /claim-status and /claim-status/{id}: the claims list, or one claim's timeline (src/features/claims). */
import { ClaimStatusDetail, ClaimStatusList } from '../../features/claims/components/claim-status-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'claimStatus',
  backTo: ({ params }) => (params.id ? '/claim-status' : '/'),
  query: withQueryClient,
  render: ({ params: { id } }) => (id ? <ClaimStatusDetail id={id} /> : <ClaimStatusList />),
});
