/** /view-card-detail?id=…: the card detail reached from other flows (the spec's plain route). */
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { CardDetailView } from '../../features/cards/components/card-detail-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function ViewCardDetailScreen() {
  const { t } = useTranslation('cards');
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  return (
    <PageFrame title={t('common:routes.viewCardDetail')} backTo="/coverages">
      <CardDetailView cardId={id} family={params.get('for') === 'family'} />
    </PageFrame>
  );
}

export default withQueryClient(ViewCardDetailScreen);
