/**
 * /hospital-list?card=…: choose a place that accepts the card, then show the card to it. The places
 * come from the one hospital search (the hospitals feature), its rows choosing for the use-card flow
 * (the cards feature): composed here, as features do not import each other.
 */
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import type { AppHref } from '../../config/routes';
import {
  HospitalListView,
  type RenderHospitalSearch,
} from '../../features/cards/components/hospital-list-view';
import { HospitalSearch } from '../../features/hospitals/components/hospital-search';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

const cardHospitalSearch: RenderHospitalSearch = ({ cardId, onChoose }) => (
  <HospitalSearch signedIn forCard={cardId} onChoose={onChoose} />
);

function HospitalListScreen() {
  const { t } = useTranslation('cards');
  const [params] = useSearchParams();
  const cardId = params.get('card');
  const base = params.get('for') === 'family' ? '/family-coverages' : '/coverages';
  const backTo: AppHref = cardId ? `${base}/${cardId}` : base;
  return (
    <PageFrame title={t('common:routes.hospitalList')} backTo={backTo}>
      <HospitalListView cardId={cardId} backTo={backTo} renderSearch={cardHospitalSearch} />
    </PageFrame>
  );
}

export default withQueryClient(HospitalListScreen);
