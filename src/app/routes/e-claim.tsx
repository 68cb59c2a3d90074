/** /e-claim: the four-step e-Claim (src/features/claims). */
import { PageFrame } from '../../components/layout/page-frame';
import { EclaimView } from '../../features/claims/components/eclaim-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

export default withQueryClient(function EclaimScreen() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.eClaim')} backTo="/coverages/eclaim">
      <EclaimView />
    </PageFrame>
  );
});
