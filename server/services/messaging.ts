/**
 * Outgoing SMS (OTP codes, security notices) and LINE push messages go through these adapters. The
 * implementations here write to the outbox table, in the caller's transaction when one is given, so
 * a message exists exactly when what caused it committed. In development and tests the outbox is the
 * end of the line (GET /api/dev/outbox shows it); in production a delivery worker for the SMS
 * gateway and the LINE Messaging API drains unsent rows. See docs/decisions/023-messaging-outbox.md.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, OutboxChannel } from '../db/types';

export interface OutgoingMessage {
  /** SMS: E.164 phone number. LINE: the LINE user id. */
  to: string;
  /** Why it is sent, snake_case: otp_register, otp_card, password_changed … */
  purpose: string;
  text: string;
  partnerId?: string | null;
}

export interface SmsSender {
  send(message: OutgoingMessage, trx?: Transaction<Database>): Promise<void>;
}

export interface LineMessenger {
  push(message: OutgoingMessage, trx?: Transaction<Database>): Promise<void>;
}

async function enqueue(
  db: Kysely<Database>,
  channel: OutboxChannel,
  message: OutgoingMessage,
  trx?: Transaction<Database>,
): Promise<void> {
  await (trx ?? db)
    .insertInto('outbox')
    .values({
      channel,
      recipient: message.to,
      purpose: message.purpose,
      text: message.text,
      partner_id: message.partnerId ?? null,
    })
    .execute();
}

export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Kysely<Database>) {}

  send(message: OutgoingMessage, trx?: Transaction<Database>): Promise<void> {
    return enqueue(this.db, 'sms', message, trx);
  }
}

export class OutboxLineMessenger implements LineMessenger {
  constructor(private readonly db: Kysely<Database>) {}

  push(message: OutgoingMessage, trx?: Transaction<Database>): Promise<void> {
    return enqueue(this.db, 'line', message, trx);
  }
}

export interface OutboxEntry {
  channel: OutboxChannel;
  recipient: string;
  purpose: string;
  text: string;
  created_at: Date;
}

/** Newest first. */
export async function listOutbox(
  db: Kysely<Database>,
  filter: { recipient?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'purpose', 'text', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 200);
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  return query.execute();
}
