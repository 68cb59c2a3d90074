/** /search-hospital/detail/{id}: one hospital or clinic (public; the member's cards when signed in). */
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { PageFrame } from '../../components/layout/page-frame';
import { HospitalDetailView } from '../../features/hospitals/components/hospital-detail-view';
import { authStore } from '../../lib/auth-store';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function HospitalDetailScreen() {
  const { t } = useTranslation('hospitals');
  const { id } = useParams();
  const signedIn = useStore(authStore, (st) => st.loggedIn);
  return (
    <PageFrame title={t('common:routes.hospitalDetail')} backTo="/search-hospital">
      <HospitalDetailView code={id} signedIn={signedIn} />
    </PageFrame>
  );
}

export default withQueryClient(HospitalDetailScreen);
