/** /add-coverage?card=…: a benefit line of a self-added card. */
import { CoverageFormView } from '../../features/cards/components/coverage-form-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: ({ search }) => search.get('card'),
  title: 'addCoverage',
  backTo: ({ data: cardId }) => (cardId ? `/coverages/${cardId}` : '/coverages'),
  query: withQueryClient,
  render: ({ data: cardId }) => <CoverageFormView cardId={cardId} benefitId={null} family={false} />,
});
