/** /search-hospital/select-hospital: hospitals that accept a chosen card of the member (protected). */
import { PageFrame } from '../../components/layout/page-frame';
import { SelectHospitalView } from '../../features/hospitals/components/hospital-screens';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function SelectHospitalScreen() {
  const { t } = useTranslation('hospitals');
  return (
    <PageFrame title={t('common:routes.selectHospital')} backTo="/search-hospital">
      <SelectHospitalView />
    </PageFrame>
  );
}

export default withQueryClient(SelectHospitalScreen);
