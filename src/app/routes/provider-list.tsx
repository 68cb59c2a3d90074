/** /provider-list: e-Claim's treatment place; choosing returns to ?returnTo (else /e-claim) with ?provider=. */
import { ProviderListView } from '../../features/hospitals/components/hospital-screens';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'providerList',
  backTo: '/e-claim',
  query: withQueryClient,
  render: () => <ProviderListView />,
});
