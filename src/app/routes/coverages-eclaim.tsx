/** /coverages/eclaim: the cards an e-Claim can start from (src/features/cards). */
import { PageFrame } from '../../components/layout/page-frame';
import { CoveragesEclaimView } from '../../features/cards/components/coverages-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

export default withQueryClient(function CoveragesEclaimScreen() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.coveragesEclaim')} backTo="/">
      {<CoveragesEclaimView />}
    </PageFrame>
  );
});
