/** /privacy-setting (docs/spec.md section 2). */
import { ConsentSettingScreen } from '../../features/consents/components/consent-screens';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  query: withQueryClient,
  render: () => <ConsentSettingScreen type="privacy" />,
});
