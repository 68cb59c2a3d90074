/**
 * Outgoing SMS (OTP codes, security notices) and LINE push messages go through these adapters. The
 * implementations here write to the outbox table, in the caller's transaction when one is given, so
 * a message exists exactly when what caused it committed. The body is stored encrypted (AES-256-GCM
 * with OUTBOX_KEY, bound to the row's channel, recipient and purpose): no OTP lies in the database in
 * clear. The delivery worker (server/modules/messaging/outbox-worker.ts) decrypts and hands rows to the SMS
 * gateway or the LINE Messaging API; in development and tests it marks them delivered and
 * GET /api/dev/outbox shows them decrypted. See docs/decisions/023 and 037.
 */
import type { Kysely, Transaction } from 'kysely';
import { DEVELOPMENT_OUTBOX_KEY } from '../../config';
import type { Database, OutboxChannel } from '../../db/types';
import { decryptBody, encryptBody, OutboxDecryptError } from './delivery/outbox-cipher';

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
  key: Uint8Array,
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
      body: encryptBody(key, message.text, { channel, recipient: message.to, purpose: message.purpose }),
      partner_id: message.partnerId ?? null,
    })
    .execute();
}

/** Messages of one channel written to the outbox, sealed with the outbox key. */
abstract class OutboxQueue {
  protected abstract readonly channel: OutboxChannel;

  /** `key`: config.delivery.outboxKey. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly key: Uint8Array,
  ) {}

  protected enqueue(message: OutgoingMessage, trx?: Transaction<Database>): Promise<void> {
    return enqueue(this.db, this.key, this.channel, message, trx);
  }
}

export class OutboxSmsSender extends OutboxQueue implements SmsSender {
  protected readonly channel = 'sms';
  send = (message: OutgoingMessage, trx?: Transaction<Database>) => this.enqueue(message, trx);
}

export class OutboxLineMessenger extends OutboxQueue implements LineMessenger {
  protected readonly channel = 'line';
  push = (message: OutgoingMessage, trx?: Transaction<Database>) => this.enqueue(message, trx);
}

export interface OutboxEntry {
  channel: OutboxChannel;
  recipient: string;
  purpose: string;
  text: string;
  created_at: Date;
}

/** What the development outbox shows for a body written with another key. */
export const UNREADABLE_BODY = '[encrypted with another OUTBOX_KEY]';

/**
 * Newest first, bodies decrypted: the development outbox and tests. `key` defaults to the development
 * key, the one every test server uses.
 */
export async function listOutbox(
  db: Kysely<Database>,
  filter: { recipient?: string; limit?: number } = {},
  key: Uint8Array = DEVELOPMENT_OUTBOX_KEY,
): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'purpose', 'body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 200);
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  const rows = await query.execute();
  return rows.map(({ body, ...row }) => {
    try {
      return { ...row, text: decryptBody(key, body, row) };
    } catch (error) {
      if (error instanceof OutboxDecryptError) return { ...row, text: UNREADABLE_BODY };
      throw error;
    }
  });
}
