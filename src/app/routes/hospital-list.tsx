/** /hospital-list?card=…: choose a hospital that accepts the card, then show the card to it. */
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import type { AppHref } from '../../config/routes';
import { HospitalListView } from '../../features/cards/components/hospital-list-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function HospitalListScreen() {
  const { t } = useTranslation('cards');
  const [params] = useSearchParams();
  const cardId = params.get('card');
  const base = params.get('for') === 'family' ? '/family-coverages' : '/coverages';
  const backTo: AppHref = cardId ? `${base}/${cardId}` : base;
  return (
    <PageFrame title={t('common:routes.hospitalList')} backTo={backTo}>
      <HospitalListView cardId={cardId} backTo={backTo} />
    </PageFrame>
  );
}

export default withQueryClient(HospitalListScreen);
