/**
 * The member's notifications (issue 12): list, one, mark one read, mark all read. Only the signed-in
 * member's own, their partner's and everyone's notifications exist for them (server/modules/notifications/notifications.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../shared/api/contract';
import { memberRoute } from '../../http/route';
import * as notifications from './notifications';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  memberRoute(app, listNotifications, async ({ query, auth, app }) => ({
    data: await notifications.listNotifications(
      app.db,
      auth.member,
      query.lang ?? 'th',
      app.now(),
      query.group,
      query,
    ),
  }));

  memberRoute(app, getNotification, async ({ params, query, auth, app }) => ({
    data: await notifications.getNotification(app.db, auth.member, params.id, query.lang ?? 'th', app.now()),
  }));

  memberRoute(app, markNotificationRead, async ({ params, auth, app }) => ({
    data: { counts: await notifications.markRead(app.db, auth.member, params.id, app.now()) },
  }));

  memberRoute(app, markAllNotificationsRead, async ({ body, auth, app }) => ({
    data: { counts: await notifications.markAllRead(app.db, auth.member, body.group, app.now()) },
  }));
}
