/** /notification/{id}: one notification, opened and marked read. */
import { NotificationDetailView } from '../../features/notifications/components/notification-detail-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'notificationDetail',
  backTo: '/notification',
  query: withQueryClient,
  render: ({ params }) => <NotificationDetailView id={params.id} />,
});
