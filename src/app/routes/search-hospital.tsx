/** /search-hospital: find a hospital or clinic of the partner's network (public). */
import { useStore } from 'zustand';
import { PageFrame } from '../../components/layout/page-frame';
import { SearchHospitalView } from '../../features/hospitals/components/hospital-screens';
import { authStore } from '../../lib/auth-store';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function SearchHospitalScreen() {
  const { t } = useTranslation('hospitals');
  const signedIn = useStore(authStore, (st) => st.loggedIn);
  return (
    <PageFrame title={t('common:routes.searchHospital')} backTo="/">
      <SearchHospitalView signedIn={signedIn} />
    </PageFrame>
  );
}

export default withQueryClient(SearchHospitalScreen);
