/** /attach-file-other: other documents for the e-Claim (src/features/claims). */
import { AttachOtherView } from '../../features/claims/components/attach-other-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'attachFileOther',
  backTo: '/e-claim',
  query: withQueryClient,
  render: () => <AttachOtherView />,
});
