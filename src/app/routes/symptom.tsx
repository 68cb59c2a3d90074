/** /symptom: the e-Claim's symptom or cause, with search (src/features/claims). */
import { SymptomView } from '../../features/claims/components/symptom-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'symptom',
  backTo: '/e-claim',
  query: withQueryClient,
  render: () => <SymptomView />,
});
