/** /notification/{id}: one notification, opened and marked read. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { NotificationDetailView } from '../../features/notifications/components/notification-detail-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function NotificationDetailScreen() {
  const { t } = useTranslation('notifications');
  const { id } = useParams();
  return (
    <PageFrame title={t('common:routes.notificationDetail')} backTo="/notification">
      <NotificationDetailView id={id} />
    </PageFrame>
  );
}

export default withQueryClient(NotificationDetailScreen);
