/** /coverages: the member's cards (src/features/cards). */
import { PageFrame } from '../../components/layout/page-frame';
import { CoveragesView } from '../../features/cards/components/coverages-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function CoveragesScreen() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.coverages')} backTo="/">
      <CoveragesView />
    </PageFrame>
  );
}

export default withQueryClient(CoveragesScreen);
