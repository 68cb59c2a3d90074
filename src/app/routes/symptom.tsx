/** /symptom: the e-Claim's symptom or cause, with search (src/features/claims). */
import { PageFrame } from '../../components/layout/page-frame';
import { SymptomView } from '../../features/claims/components/symptom-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

export default withQueryClient(function SymptomScreen() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.symptom')} backTo="/e-claim">
      <SymptomView />
    </PageFrame>
  );
});
