/**
 * The member's notifications (issue 12): three groups, newest first, paged by cursor (issue 22), with
 * read state kept per member in notification_reads (docs/decisions/053-content-and-notifications.md,
 * 070-member-queries-at-scale.md).
 */
import { z } from 'zod';
import { CursorSchema, LangSchema, NextCursorSchema, PageLimitSchema, TimestampSchema } from './common';
import { NotificationGroupSchema } from './home';

export const NotificationListQuerySchema = z.object({
  lang: LangSchema.optional().meta({ description: 'Language of the texts (default th).' }),
  group: NotificationGroupSchema.optional().meta({ description: 'Only this group; absent: every group.' }),
  cursor: CursorSchema.optional(),
  limit: PageLimitSchema,
});

export const NotificationParamsSchema = z.object({
  id: z.uuid().meta({ description: 'Notification id.' }),
});

export const NOTIFICATION_SUBJECTS = ['claim', 'card', 'promotion', 'article', 'page'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

export const NotificationItemSchema = z
  .object({
    id: z.string(),
    group: NotificationGroupSchema,
    title: z.string(),
    body: z.string(),
    created_at: TimestampSchema,
    expires_at: TimestampSchema.nullable(),
    expired: z
      .boolean()
      .meta({ description: 'Past expires_at: the app says so and does not follow the link.' }),
    read: z.boolean().meta({ description: 'Read by this member (on any device, across sign-ins).' }),
    link: z.string().nullable().meta({
      description: 'App path of the subject (/claim-status/{id}, /coverages/{id}, /promotion/{id} …).',
    }),
    subject: z.enum(NOTIFICATION_SUBJECTS).nullable().meta({ description: 'What the link opens.' }),
  })
  .meta({ id: 'NotificationItem' });
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const UnreadCountsSchema = z
  .object({
    unread: z.object({
      claim: z.number().int().min(0),
      promotion: z.number().int().min(0),
      general: z.number().int().min(0),
    }),
    total_unread: z.number().int().min(0),
  })
  .meta({ id: 'UnreadCounts', description: 'Unread and not expired, per group.' });
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

export const NotificationPageResponseSchema = z
  .object({
    data: z.object({
      items: z.array(NotificationItemSchema).meta({ description: 'Newest first.' }),
      next_cursor: NextCursorSchema,
      counts: UnreadCountsSchema,
    }),
  })
  .meta({ id: 'NotificationPageResponse' });

export const NotificationResponseSchema = z
  .object({ data: NotificationItemSchema })
  .meta({ id: 'NotificationResponse' });

export const MarkReadResponseSchema = z
  .object({ data: z.object({ counts: UnreadCountsSchema }) })
  .meta({ id: 'MarkReadResponse' });

export const MarkAllReadRequestSchema = z
  .object({
    group: NotificationGroupSchema.optional().meta({ description: 'Only this group; absent: all.' }),
  })
  .strict()
  .meta({ id: 'MarkAllReadRequest' });
