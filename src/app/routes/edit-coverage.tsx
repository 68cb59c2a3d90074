/** /edit-coverage?card=…&benefit=…: a benefit line of a self-added card. */
import { CoverageFormView } from '../../features/cards/components/coverage-form-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: ({ search }) => search.get('card'),
  title: 'editCoverage',
  backTo: ({ data: cardId }) => (cardId ? `/coverages/${cardId}` : '/coverages'),
  query: withQueryClient,
  render: ({ search, data: cardId }) => (
    <CoverageFormView cardId={cardId} benefitId={search.get('benefit')} family={false} />
  ),
});
