/** /telemedicine-coverage/{code}: what the chosen cards cover at this provider. */
import { ProviderCoverage } from '../../features/telemed/components/providers';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'telemedicineCoverage',
  backTo: '/telemed-mart/all',
  query: withQueryClient,
  render: ({ params }) => <ProviderCoverage code={params.id} />,
});
