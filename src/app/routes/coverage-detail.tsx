/** /coverages/{id}: one of the member's cards. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { CardDetailView } from '../../features/cards/components/card-detail-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function CoverageDetailScreen() {
  const { t } = useTranslation('cards');
  const { id } = useParams();
  return (
    <PageFrame title={t('common:routes.coverageDetail')} backTo="/coverages">
      <CardDetailView cardId={id} />
    </PageFrame>
  );
}

export default withQueryClient(CoverageDetailScreen);
