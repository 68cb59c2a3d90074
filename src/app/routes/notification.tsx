/** /notification (tab): the member's notifications in three groups. */
import { PageFrame } from '../../components/layout/page-frame';
import { NotificationListView } from '../../features/notifications/components/notification-list-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function NotificationScreen() {
  const { t } = useTranslation('notifications');
  return (
    <PageFrame title={t('common:routes.notification')} backTo={null} tab="notification">
      <NotificationListView />
    </PageFrame>
  );
}

export default withQueryClient(NotificationScreen);
