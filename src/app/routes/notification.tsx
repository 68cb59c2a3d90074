/** /notification (tab): the member's notifications in three groups. */
import { NotificationListView } from '../../features/notifications/components/notification-list-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'notification',
  backTo: null,
  tab: 'notification',
  query: withQueryClient,
  render: () => <NotificationListView />,
});
