/** /family-coverages and /family-coverages/{id}: the family's cards, and one family card in detail. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { CardDetailView } from '../../features/cards/components/card-detail-view';
import { FamilyView } from '../../features/cards/components/family-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function FamilyCoveragesScreen() {
  const { t } = useTranslation('cards');
  const { id } = useParams();
  return (
    <PageFrame
      title={t(id ? 'common:routes.coverageDetail' : 'common:routes.familyCoverages')}
      backTo={id ? '/family-coverages' : '/'}
    >
      {id ? <CardDetailView cardId={id} family /> : <FamilyView />}
    </PageFrame>
  );
}

export default withQueryClient(FamilyCoveragesScreen);
