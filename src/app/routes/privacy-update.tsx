/** /privacy-update (docs/spec.md section 2). */
import { ConsentUpdateScreen } from '../../features/consents/components/consent-screens';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  query: withQueryClient,
  render: () => <ConsentUpdateScreen type="privacy" />,
});
