/**
 * Read-only preview sessions (issue 14; docs/decisions/063-preview-mode.md): the previewer's frames
 * show a partner's signed-in screens as that partner's demo member sees them, through a short-lived
 * member session that can change nothing.
 */
import { z } from 'zod';
import { dataEnvelope, TimestampSchema, text } from './common';

export const PreviewSessionRequestSchema = z
  .object({
    partner_id: text()
      .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'A partner id: 2–40 lower-case letters, digits and hyphens.')
      .meta({ description: 'The partner whose demo member the frames sign in as, e.g. krungsiam-bank.' }),
  })
  .strict()
  .meta({ id: 'PreviewSessionRequest' });

export const PreviewSessionSchema = z
  .object({
    partner_id: z.string(),
    token: z.string().meta({
      description:
        "A member bearer token of the partner's demo member, read-only: the frame takes it from its URL fragment (#wl_preview_token=…).",
    }),
    expires_at: TimestampSchema.meta({ description: 'The session ends then (2 hours after it starts).' }),
    member: z.object({
      username: z.string().nullable().meta({ description: 'null for members who sign in through SSO.' }),
      display_name: z.string().meta({ description: 'Name and surname, as the app shows them.' }),
    }),
  })
  .meta({ id: 'PreviewSession' });
export type PreviewSession = z.infer<typeof PreviewSessionSchema>;

export const PreviewSessionResponseSchema = dataEnvelope(PreviewSessionSchema).meta({
  id: 'PreviewSessionResponse',
});
