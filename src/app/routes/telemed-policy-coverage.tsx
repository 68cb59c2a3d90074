/** /telemed-policy-coverage-1..3: what chosen card 1, 2 or 3 covers for telemedicine. */
import { PolicyCoverage } from '../../features/telemed/components/choose';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: ({ pathname }) => Number(/telemed-policy-coverage-(\d)/.exec(pathname)?.[1] ?? 1) as 1 | 2 | 3,
  title: ({ data: step }) => `telemedPolicyCoverage${step}`,
  backTo: ({ data: step }) => `/telemed-policy-${step}`,
  query: withQueryClient,
  render: ({ data: step }) => <PolicyCoverage key={step} step={step} />,
});
