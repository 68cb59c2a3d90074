/** /telemed-mart: what Telemed Mart is and the member's cards that can be used. */
import { TelemedMartIntro } from '../../features/telemed/components/choose';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'telemedMart',
  backTo: '/',
  query: withQueryClient,
  render: () => <TelemedMartIntro />,
});
