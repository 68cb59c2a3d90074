/** /search-hospital/detail/{id}: one hospital or clinic (public; the member's cards when signed in). */
import { useStore } from 'zustand';
import { HospitalDetailView } from '../../features/hospitals/components/hospital-detail-view';
import { authStore } from '../../lib/auth-store';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: () => useStore(authStore, (st) => st.loggedIn),
  title: 'hospitalDetail',
  backTo: '/search-hospital',
  query: withQueryClient,
  render: ({ params, data: signedIn }) => <HospitalDetailView code={params.id} signedIn={signedIn} />,
});
