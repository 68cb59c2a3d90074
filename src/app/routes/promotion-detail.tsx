/** /promotion/{id}: one promotion; an expired one says so. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { PromotionDetailView } from '../../features/content/components/promotion-detail-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function PromotionDetailScreen() {
  const { t } = useTranslation('content');
  const { id } = useParams();
  return (
    <PageFrame title={t('common:routes.promotionDetail')} backTo="/promotion">
      <PromotionDetailView id={id} />
    </PageFrame>
  );
}

export default withQueryClient(PromotionDetailScreen);
