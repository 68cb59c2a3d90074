/**
 * Delivers the claim events (webhook_events, written by server/modules/claims/claim-events.ts) to the
 * partners' endpoints, signed as the Standard Webhooks specification says (the `standardwebhooks`
 * reference implementation: webhook-id, webhook-timestamp, webhook-signature). The same pattern as the
 * outbox worker (server/modules/messaging/outbox-worker.ts, docs/decisions/037):
 * - claim: one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) leases a batch of due rows, so
 *   workers of several replicas never take the same row at once;
 * - send outside any transaction, with a time-out; a 2xx sets delivered_at (never claimed again);
 * - anything else (non-2xx, time-out, network): attempts + 1, last_error, next_attempt_at = now +
 *   backoff (30 s × 2^(n−1) ≤ 1 h, + jitter fixed by the row id); the max-th failure sets dead_at.
 * A worker that dies after the receiver's 2xx and before its update leaves the lease to expire and
 * the event is sent again with the same webhook-id: delivery is at least once, and the receiver
 * de-duplicates by webhook-id (docs/integration.md). docs/decisions/086-webhooks.md.
 */
import { type Kysely, sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../db/types';
import { backoffMs, type WorkerLog } from '../messaging/outbox-worker';
import type { DocumentLinks } from './document-links';

export const WEBHOOK_BATCH_SIZE = 20;
/** Longer than any time-out the configuration allows (WEBHOOK_TIMEOUT_MS ≤ 60 s). */
export const WEBHOOK_LEASE_MS = 2 * 60_000;

export interface WebhookWorkerOptions {
  db: Kysely<Database>;
  links: DocumentLinks;
  maxAttempts: number;
  timeoutMs: number;
  log: WorkerLog;
  batchSize?: number;
  leaseMs?: number;
  /** The webhook-timestamp's clock: the wall clock (receivers compare it with theirs). */
  wallClock?: () => Date;
}

interface ClaimedEvent {
  id: number;
  msg_id: string;
  claim_id: string;
  payload: string;
  attempts: number;
  url: string;
  secret: string;
}

export interface WebhookRunResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
  full: boolean;
}

export class WebhookWorker {
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.batchSize = options.batchSize ?? WEBHOOK_BATCH_SIZE;
    this.leaseMs = options.leaseMs ?? WEBHOOK_LEASE_MS;
  }

  private async claim(now: Date): Promise<ClaimedEvent[]> {
    const leaseEnd = new Date(now.getTime() + this.leaseMs);
    const result = await sql<ClaimedEvent>`
      with taken as (
        update webhook_events set locked_until = ${leaseEnd}
        where id in (
          select id from webhook_events
          where delivered_at is null and dead_at is null
            and (next_attempt_at is null or next_attempt_at <= ${now})
            and (locked_until is null or locked_until < ${now})
          order by next_attempt_at nulls first, id
          limit ${this.batchSize}
          for update skip locked
        )
        returning id, msg_id, claim_id, payload, attempts, endpoint_id
      )
      select t.id, t.msg_id, t.claim_id, t.payload, t.attempts, e.url, e.secret
      from taken t join webhook_endpoints e on e.id = t.endpoint_id`.execute(this.options.db);
    return result.rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
  }

  async runOnce(now: Date): Promise<WebhookRunResult> {
    const claimed = await this.claim(now);
    const result: WebhookRunResult = {
      claimed: claimed.length,
      delivered: 0,
      retried: 0,
      dead: 0,
      full: claimed.length >= this.batchSize,
    };
    for (const event of claimed) result[await this.deliverOne(event, now)] += 1;
    return result;
  }

  /** The body sent: the stored payload with the claim's documents and fresh expiring links. */
  private async body(event: ClaimedEvent, now: Date): Promise<string> {
    const payload = JSON.parse(event.payload) as { data: Record<string, unknown> };
    const rows = await this.options.db
      .selectFrom('claim_attachments')
      .select(['id', 'kind', 'filename', 'mime', 'size', 'upload_id', 'created_at'])
      .where('claim_id', '=', event.claim_id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const documents = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      filename: r.filename,
      mime: r.mime,
      size: r.size,
      ...this.options.links.link(r.id, now),
    }));
    const { upload_id: uploadId, ...data } = payload.data;
    const document = uploadId ? documents[rows.findIndex((r) => r.upload_id === uploadId)] : undefined;
    return JSON.stringify({ ...payload, data: { ...data, ...(document ? { document } : {}), documents } });
  }

  private async deliverOne(event: ClaimedEvent, now: Date): Promise<'delivered' | 'retried' | 'dead'> {
    const { db, timeoutMs, maxAttempts } = this.options;
    let failure: string;
    try {
      const body = await this.body(event, now);
      const sentAt = (this.options.wallClock ?? (() => new Date()))();
      const signature = new Webhook(event.secret).sign(event.msg_id, sentAt, body);
      const response = await fetch(event.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': event.msg_id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is not read beyond what closing needs: receivers answer fast and small.
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        await db
          .updateTable('webhook_events')
          .set({ delivered_at: now, locked_until: null, last_error: null })
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', event.id)
          .where('delivered_at', 'is', null)
          .execute();
        return 'delivered';
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? `timed out after ${timeoutMs} ms`
          : `network ${error instanceof Error ? (((error as { cause?: { code?: string } }).cause?.code ?? error.name) as string) : 'error'}`;
    }
    const attempts = event.attempts + 1;
    const dead = attempts >= maxAttempts;
    await db
      .updateTable('webhook_events')
      .set({
        attempts,
        last_error: failure.slice(0, 500),
        locked_until: null,
        ...(dead
          ? { dead_at: now }
          : { next_attempt_at: new Date(now.getTime() + backoffMs(attempts, event.id)) }),
      })
      .where('id', '=', event.id)
      .where('delivered_at', 'is', null)
      .execute();
    if (dead)
      this.options.log.warn(
        { webhookEventId: event.id, msgId: event.msg_id, attempts, error: failure },
        'webhook event dead-lettered',
      );
    return dead ? 'dead' : 'retried';
  }
}
