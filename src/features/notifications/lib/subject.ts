/** Where a notification leads, as an app path the route table serves (else nowhere). */
import type { NotificationItem } from '../../../../shared/api/schemas/notifications';
import { type AppHref, isAppHref } from '../../../../shared/config/routes';

export function notificationTarget(item: Pick<NotificationItem, 'link' | 'expired'>): AppHref | null {
  if (item.expired || !item.link) return null;
  return item.link.startsWith('/') && isAppHref(item.link) ? item.link : null;
}
