/** /promotion (tab): the partner's running promotions. */
import { PageFrame } from '../../components/layout/page-frame';
import { PromotionListView } from '../../features/content/components/promotion-list-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function PromotionScreen() {
  const { t } = useTranslation('content');
  return (
    <PageFrame title={t('common:routes.promotion')} backTo={null} tab="promotion">
      <PromotionListView />
    </PageFrame>
  );
}

export default withQueryClient(PromotionScreen);
