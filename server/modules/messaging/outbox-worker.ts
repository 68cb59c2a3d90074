/**
 * The outbox delivery worker. runOnce(now) claims a batch of due messages (unsent, not dead, due,
 * not leased) with FOR UPDATE SKIP LOCKED and a lease, so workers in several API processes never
 * take the same row; then it decrypts and hands each to its channel outside any transaction and
 * records the outcome:
 * - accepted: sent_at and delivered_ref; a row with sent_at is never claimed again;
 * - retryable failure: attempts + 1, last_error, next_attempt_at = now + backoff(attempts, id);
 * - permanent failure, or the max-th failed attempt: dead_at (dead letter), logged at warn.
 * A worker that dies between the provider's answer and the update leaves the lease to expire; the
 * next claim delivers again with the same provider idempotency key, which the provider drops.
 * Neither last_error nor a log line ever holds the message text. docs/decisions/037.
 */
import { type Kysely, sql } from 'kysely';
import type { Database, OutboxChannel } from '../../db/types';
import { DeliveryError } from './delivery/channel';
import { decryptBody, OutboxDecryptError } from './delivery/outbox-cipher';
import type { DeliveryChannels } from './delivery/select';

export const OUTBOX_BATCH_SIZE = 20;
/** How long a claimed row stays invisible to other workers: well above a provider's time-out. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 60 * 60_000;
/** Up to +20 % of the delay, fixed per message: retries of many messages do not arrive together. */
export const BACKOFF_JITTER = 0.2;

/** Delay before the next try after `attempts` failed ones (≥ 1): 30 s × 2^(attempts−1), ≤ 1 h, + jitter. */
export function backoffMs(attempts: number, id: number): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
  // Knuth's multiplicative hash of the id: deterministic, spread over [0, 1).
  const spread = (Math.imul(id, 2654435761) >>> 0) / 2 ** 32;
  return Math.round(base * (1 + BACKOFF_JITTER * spread));
}

export interface WorkerLog {
  warn(details: object, message: string): void;
  info?(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  key: Uint8Array;
  channels: DeliveryChannels;
  maxAttempts: number;
  log: WorkerLog;
  batchSize?: number;
  leaseMs?: number;
}

export interface ClaimedMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  purpose: string;
  body: string;
  partner_id: string | null;
  attempts: number;
  created_at: Date;
}

/**
 * An OTP lives at most 10 minutes (the otp_challenges check): a code message still undelivered after
 * that would only confuse, so it goes to the dead letter unsent instead of being retried late.
 */
export const OTP_MESSAGE_MAX_AGE_MS = 10 * 60_000;

export function isExpiredOtpMessage(message: Pick<ClaimedMessage, 'purpose' | 'created_at'>, now: Date) {
  return (
    message.purpose.startsWith('otp_') &&
    now.getTime() - message.created_at.getTime() > OTP_MESSAGE_MAX_AGE_MS
  );
}

export interface RunResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
  /** The batch was full: more rows may be due now. */
  full: boolean;
}

/**
 * The backlog (wl_outbox_pending, wl_outbox_oldest_pending_age_seconds, server/metrics.ts): messages
 * neither sent nor dead, and the age of the oldest. One statement on the partial index of the pending
 * rows (outbox_due_idx), run when the metrics are scraped.
 */
export async function outboxBacklog(
  db: Kysely<Database>,
  now: Date,
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const result = await sql<{ pending: number; oldest: Date | string | null }>`
    select count(*)::int as pending, min(created_at) as oldest
    from outbox where sent_at is null and dead_at is null`.execute(db);
  const row = result.rows[0];
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    pending: Number(row?.pending ?? 0),
    oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}

export class OutboxWorker {
  readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
    this.leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  }

  /** Takes up to batchSize due rows and leases them until now + lease. One statement, one transaction. */
  async claim(now: Date): Promise<ClaimedMessage[]> {
    const leaseEnd = new Date(now.getTime() + this.leaseMs);
    const result = await sql<ClaimedMessage>`
      update outbox set locked_until = ${leaseEnd}
      where id in (
        select id from outbox
        where sent_at is null and dead_at is null
          and (next_attempt_at is null or next_attempt_at <= ${now})
          and (locked_until is null or locked_until < ${now})
        order by next_attempt_at nulls first, id
        limit ${this.batchSize}
        for update skip locked
      )
      returning id, channel, recipient, purpose, body, partner_id, attempts, created_at`.execute(
      this.options.db,
    );
    return result.rows
      .map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at) }))
      .sort((a, b) => a.id - b.id);
  }

  async runOnce(now: Date): Promise<RunResult> {
    const claimed = await this.claim(now);
    const result: RunResult = {
      claimed: claimed.length,
      delivered: 0,
      retried: 0,
      dead: 0,
      full: claimed.length >= this.batchSize,
    };
    for (const message of claimed) result[await this.deliverOne(message, now)] += 1;
    return result;
  }

  private async deliverOne(message: ClaimedMessage, now: Date): Promise<'delivered' | 'retried' | 'dead'> {
    const { db, channels, key } = this.options;
    let failure: DeliveryError;
    try {
      if (isExpiredOtpMessage(message, now))
        throw new DeliveryError('permanent', 'the code expired before it could be delivered');
      const text = decryptBody(key, message.body, message);
      const { ref } = await channels[message.channel].deliver({
        id: message.id,
        to: message.recipient,
        text,
        partnerId: message.partner_id,
      });
      await db
        .updateTable('outbox')
        .set({ sent_at: now, delivered_ref: ref.slice(0, 200), locked_until: null, last_error: null })
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', message.id)
        .where('sent_at', 'is', null)
        .execute();
      return 'delivered';
    } catch (error) {
      failure =
        error instanceof DeliveryError
          ? error
          : error instanceof OutboxDecryptError
            ? new DeliveryError('permanent', 'body cannot be decrypted with OUTBOX_KEY')
            : // An adapter bug: its message could quote the text, so only the error's name is kept.
              new DeliveryError('retryable', `unexpected ${error instanceof Error ? error.name : 'error'}`);
    }
    const attempts = message.attempts + 1;
    const dead = failure.kind === 'permanent' || attempts >= this.options.maxAttempts;
    await db
      .updateTable('outbox')
      .set({
        attempts,
        last_error: failure.message.slice(0, 500),
        locked_until: null,
        ...(dead
          ? { dead_at: now }
          : { next_attempt_at: new Date(now.getTime() + backoffMs(attempts, message.id)) }),
      })
      .where('id', '=', message.id)
      .where('sent_at', 'is', null)
      .execute();
    if (dead)
      this.options.log.warn(
        {
          outboxId: message.id,
          channel: message.channel,
          purpose: message.purpose,
          attempts,
          error: failure.message,
        },
        'outbox message dead-lettered',
      );
    return dead ? 'dead' : 'retried';
  }
}
