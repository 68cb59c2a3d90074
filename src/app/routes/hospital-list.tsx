/**
 * /hospital-list?card=…: choose a place that accepts the card, then show the card to it. The places
 * come from the one hospital search (the hospitals feature), its rows choosing for the use-card flow
 * (the cards feature): composed here, as features do not import each other.
 */
import type { AppHref } from '../../../shared/config/routes';
import {
  HospitalListView,
  type RenderHospitalSearch,
} from '../../features/cards/components/hospital-list-view';
import { HospitalSearch } from '../../features/hospitals/components/hospital-search';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

const cardHospitalSearch: RenderHospitalSearch = ({ cardId, onChoose }) => (
  <HospitalSearch signedIn forCard={cardId} onChoose={onChoose} />
);

export default screen({
  use: ({ search }) => {
    const cardId = search.get('card');
    const base = search.get('for') === 'family' ? '/family-coverages' : '/coverages';
    const backTo: AppHref = cardId ? `${base}/${cardId}` : base;
    return { cardId, backTo };
  },
  title: 'hospitalList',
  backTo: ({ data }) => data.backTo,
  query: withQueryClient,
  render: ({ data: { cardId, backTo } }) => (
    <HospitalListView cardId={cardId} backTo={backTo} renderSearch={cardHospitalSearch} />
  ),
});
