/** /insurance-list (?for=family): choose the insurer of a self-added card. */
import { InsuranceListView } from '../../features/cards/components/insurance-list-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: ({ search }) => search.get('for') === 'family',
  title: 'insuranceList',
  backTo: ({ data: family }) => (family ? '/family-coverages' : '/coverages'),
  query: withQueryClient,
  render: ({ data: family }) => <InsuranceListView family={family} />,
});
