/** /search-idcard: find a policy held at the TPA by national id, then confirm with an OTP. */
import { SearchIdcardView } from '../../features/cards/components/search-idcard-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'searchIdcard',
  backTo: '/coverages',
  query: withQueryClient,
  render: () => <SearchIdcardView family={false} />,
});
