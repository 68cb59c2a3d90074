/** /setting (src/features/auth). */
import { SettingsScreen } from '../../features/auth/components/settings-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  query: withQueryClient,
  render: () => <SettingsScreen />,
});
