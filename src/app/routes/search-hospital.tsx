/** /search-hospital: find a hospital or clinic of the partner's network (public). */
import { useStore } from 'zustand';
import { SearchHospitalView } from '../../features/hospitals/components/hospital-screens';
import { authStore } from '../../lib/auth-store';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: () => useStore(authStore, (st) => st.loggedIn),
  title: 'searchHospital',
  backTo: '/',
  query: withQueryClient,
  render: ({ data: signedIn }) => <SearchHospitalView signedIn={signedIn} />,
});
