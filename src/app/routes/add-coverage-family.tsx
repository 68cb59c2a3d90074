/** /add-coverage-family?card=…: a benefit line of a self-added card of a family member. */
import { CoverageFormView } from '../../features/cards/components/coverage-form-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: ({ search }) => search.get('card'),
  title: 'addCoverageFamily',
  backTo: ({ data: cardId }) => (cardId ? `/family-coverages/${cardId}` : '/family-coverages'),
  query: withQueryClient,
  render: ({ data: cardId }) => <CoverageFormView cardId={cardId} benefitId={null} family={true} />,
});
