import { z } from 'zod';
import { TimestampSchema, text } from './common';

// --- GET /api/dev/outbox (not in production) ---

export const OutboxQuerySchema = z.object({
  recipient: text()
    .max(200)
    .optional()
    .meta({ description: 'Only messages to this recipient (E.164 phone or LINE user id).' }),
});

export const OUTBOX_CHANNELS = ['sms', 'line'] as const;

export const OutboxMessageSchema = z
  .object({
    channel: z.enum(OUTBOX_CHANNELS),
    recipient: z.string(),
    purpose: z.string().meta({ description: 'Why it was sent: otp_register, otp_card, password_changed …' }),
    text: z.string(),
    created_at: TimestampSchema,
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = z
  .object({ data: z.array(OutboxMessageSchema).meta({ description: 'Newest first, at most 200.' }) })
  .meta({ id: 'OutboxResponse' });
