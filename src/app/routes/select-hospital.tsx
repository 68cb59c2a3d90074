/** /search-hospital/select-hospital: hospitals that accept a chosen card of the member (protected). */
import { SelectHospitalView } from '../../features/hospitals/components/hospital-screens';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'selectHospital',
  backTo: '/search-hospital',
  query: withQueryClient,
  render: () => <SelectHospitalView />,
});
