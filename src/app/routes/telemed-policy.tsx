/** /telemed-policy-1..3: choose card 1, 2 or 3 (docs/decisions/056-telemed-mart.md). */
import { PolicyStep } from '../../features/telemed/components/choose';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: ({ pathname }) => Number(/telemed-policy-(\d)/.exec(pathname)?.[1] ?? 1) as 1 | 2 | 3,
  title: ({ data: step }) => `telemedPolicy${step}`,
  backTo: ({ data: step }) =>
    step === 1 ? '/telemed-mart' : `/telemed-policy-coverage-${(step - 1) as 1 | 2}`,
  query: withQueryClient,
  render: ({ data: step }) => <PolicyStep key={step} step={step} />,
});
