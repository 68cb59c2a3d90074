import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { type DeliveryChannel, DeliveryError, DevOutboxChannel, type Fetch } from './delivery/channel';
import { HttpSmsGateway } from './delivery/http-sms';
import { LineMessagingChannel, lineRetryKey } from './delivery/line-messaging';
import { OutboxLineMessenger, OutboxSmsSender } from './messaging';
import { BACKOFF_CAP_MS, backoffMs, OUTBOX_LEASE_MS, OutboxWorker } from './outbox-worker';

let database: TestDatabase;
const key = randomBytes(32);
const T0 = new Date('2026-11-20T03:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const OTP_TEXT = 'รหัส OTP ของคุณคือ 482913 (รหัสอ้างอิง K7QF)';

/** A fake SMS gateway: answers with `status()` and counts requests and distinct idempotency keys. */
function fakeGateway(status: () => number | 'network' = () => 200) {
  const requests: { key: string; auth: string; body: { to: string; text: string; reference: string } }[] = [];
  const fetchImpl: Fetch = async (_url, init) => {
    const s = status();
    if (s === 'network') throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body));
    requests.push({ key: headers.get('idempotency-key')!, auth: headers.get('authorization')!, body });
    return new Response(s === 200 ? JSON.stringify({ id: `gw-${body.reference}` }) : 'busy', { status: s });
  };
  return {
    requests,
    uniqueKeys: () => new Set(requests.map((r) => r.key)).size,
    channel: new HttpSmsGateway({ url: 'https://sms.test/send', token: 'sms-token', fetch: fetchImpl }),
  };
}

function makeWorker(sms: DeliveryChannel, options: { maxAttempts?: number; batchSize?: number } = {}) {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const worker = new OutboxWorker({
    db: database.db,
    key,
    channels: { sms, line: new DevOutboxChannel() },
    maxAttempts: options.maxAttempts ?? 8,
    batchSize: options.batchSize,
    log: {
      warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }),
    },
  });
  return { worker, warnings };
}

const send = (to: string, text = OTP_TEXT, purpose = 'otp_register') =>
  new OutboxSmsSender(database.db, key).send({ to, text, purpose });

const rows = () => database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.deleteFrom('outbox').execute();
});

describe('OutboxWorker', () => {
  it('delivers a due message once, decrypted, and records the provider reference', async () => {
    const gateway = fakeGateway();
    const { worker } = makeWorker(gateway.channel);
    await send('+66811111111');
    expect(await worker.runOnce(T0)).toMatchObject({ claimed: 1, delivered: 1, retried: 0, dead: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({
      sent_at: T0,
      attempts: 1,
      locked_until: null,
      last_error: null,
      dead_at: null,
    });
    expect(row!.delivered_ref).toBe(`gw-outbox-${row!.id}`);
    expect(gateway.requests).toEqual([
      {
        key: `outbox-${row!.id}`,
        auth: 'Bearer sms-token',
        body: { to: '+66811111111', text: OTP_TEXT, reference: `outbox-${row!.id}` },
      },
    ]);
    // Sent rows are never claimed again.
    expect(await worker.runOnce(at(3_600_000))).toMatchObject({ claimed: 0 });
    expect(gateway.requests).toHaveLength(1);
  });

  it('retries with exponential backoff and dead-letters after N attempts, never logging the text', async () => {
    const gateway = fakeGateway(() => 503);
    const { worker, warnings } = makeWorker(gateway.channel, { maxAttempts: 8 });
    await send('+66811111112');
    const { id } = (await rows())[0]!;
    let now = T0;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await worker.runOnce(now)).toMatchObject({ claimed: 1 });
      const [row] = await rows();
      expect(row!.attempts).toBe(attempt);
      expect(row!.last_error).toBe('retryable delivery failure: HTTP 503');
      if (attempt === 8) {
        expect(row!.dead_at).toEqual(now);
        expect(row!.next_attempt_at).not.toBeNull();
        break;
      }
      expect(row!.dead_at).toBeNull();
      const next = row!.next_attempt_at!;
      delays.push(next.getTime() - now.getTime());
      // Not a moment before it is due.
      expect(await worker.runOnce(new Date(next.getTime() - 1))).toMatchObject({ claimed: 0 });
      now = next;
    }
    expect(delays).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n, id)));
    const bases = [30, 60, 120, 240, 480, 960, 1920].map((s) => s * 1000);
    delays.forEach((d, i) => {
      expect(d).toBeGreaterThanOrEqual(bases[i]!);
      expect(d).toBeLessThan(bases[i]! * 1.2 + 1);
    });
    expect(gateway.requests).toHaveLength(8);
    expect(gateway.uniqueKeys()).toBe(1);
    // Dead letters are never claimed again.
    expect(await worker.runOnce(at(30 * 24 * 3_600_000))).toMatchObject({ claimed: 0 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toBe('outbox message dead-lettered');
    expect(warnings[0]!.details).toMatchObject({
      outboxId: id,
      channel: 'sms',
      purpose: 'otp_register',
      attempts: 8,
    });
    expect(JSON.stringify(warnings)).not.toContain('482913');
  });

  it('caps the backoff at one hour (plus at most 20 % jitter), the same for a given message', () => {
    expect(backoffMs(1, 7)).toBe(backoffMs(1, 7));
    expect(backoffMs(20, 7)).toBeGreaterThanOrEqual(BACKOFF_CAP_MS);
    expect(backoffMs(20, 7)).toBeLessThanOrEqual(BACKOFF_CAP_MS * 1.2);
    const spread = new Set([1, 2, 3, 4, 5].map((id) => backoffMs(1, id)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('dead-letters at once on a permanent failure (4xx) and retries 429 and network failures', async () => {
    const answers: (number | 'network')[] = [429, 'network', 400];
    const gateway = fakeGateway(() => answers.shift()!);
    const { worker, warnings } = makeWorker(gateway.channel);
    await send('+66811111113');
    await worker.runOnce(T0);
    let [row] = await rows();
    expect(row).toMatchObject({
      attempts: 1,
      dead_at: null,
      last_error: 'retryable delivery failure: HTTP 429',
    });
    await worker.runOnce(row!.next_attempt_at!);
    [row] = await rows();
    expect(row).toMatchObject({
      attempts: 2,
      dead_at: null,
      last_error: 'retryable delivery failure: network: ECONNREFUSED',
    });
    const third = row!.next_attempt_at!;
    await worker.runOnce(third);
    [row] = await rows();
    expect(row).toMatchObject({
      attempts: 3,
      dead_at: third,
      sent_at: null,
      last_error: 'permanent delivery failure: HTTP 400',
    });
    expect(warnings).toHaveLength(1);
  });

  it('dead-letters a body it cannot decrypt (another OUTBOX_KEY) without calling the provider', async () => {
    const gateway = fakeGateway();
    const { worker } = makeWorker(gateway.channel);
    await new OutboxSmsSender(database.db, randomBytes(32)).send({
      to: '+66811111114',
      purpose: 'otp_card',
      text: OTP_TEXT,
    });
    expect(await worker.runOnce(T0)).toMatchObject({ dead: 1 });
    expect((await rows())[0]!.last_error).toBe(
      'permanent delivery failure: body cannot be decrypted with OUTBOX_KEY',
    );
    expect(gateway.requests).toHaveLength(0);
  });

  it('dead-letters an OTP message older than an OTP lives (10 minutes) unsent; other messages still go', async () => {
    const gateway = fakeGateway();
    const { worker } = makeWorker(gateway.channel);
    await send('+66811111115');
    await send('+66811111116', 'รหัสผ่านของคุณถูกเปลี่ยนแล้ว', 'password_changed');
    const createdAt = (await rows())[0]!.created_at;
    const late = new Date(createdAt.getTime() + 10 * 60_000 + 1000);
    expect(await worker.runOnce(late)).toMatchObject({ delivered: 1, dead: 1 });
    const [otp, notice] = await rows();
    expect(otp!.dead_at).toEqual(late);
    expect(otp!.last_error).toBe('permanent delivery failure: the code expired before it could be delivered');
    expect(notice!.sent_at).toEqual(late);
    expect(gateway.requests.map((r) => r.body.to)).toEqual(['+66811111116']);
  });

  it('still delivers an OTP message within its 10 minutes', async () => {
    const gateway = fakeGateway();
    const { worker } = makeWorker(gateway.channel);
    await send('+66811111117');
    const createdAt = (await rows())[0]!.created_at;
    expect(await worker.runOnce(new Date(createdAt.getTime() + 9 * 60_000))).toMatchObject({ delivered: 1 });
  });

  it('keeps an unexpected adapter error out of last_error: only its name, and retries', async () => {
    const { worker } = makeWorker({
      name: 'buggy',
      deliver: async (m) => {
        throw new RangeError(`cannot send ${m.text}`);
      },
    });
    await send('+66811111115');
    expect(await worker.runOnce(T0)).toMatchObject({ retried: 1 });
    expect((await rows())[0]!.last_error).toBe('retryable delivery failure: unexpected RangeError');
  });

  it('two workers racing deliver each message exactly once (FOR UPDATE SKIP LOCKED and the lease)', async () => {
    const gateway = fakeGateway();
    const a = makeWorker(gateway.channel, { batchSize: 7 }).worker;
    const b = makeWorker(gateway.channel, { batchSize: 7 }).worker;
    for (let i = 0; i < 30; i++)
      await send(`+6681200${String(i).padStart(4, '0')}`, `message ${i}`, 'password_changed');
    let rounds = 0;
    for (;;) {
      const [ra, rb] = await Promise.all([a.runOnce(T0), b.runOnce(T0)]);
      rounds += 1;
      if (ra.claimed + rb.claimed === 0) break;
      expect(rounds).toBeLessThan(20);
    }
    expect(gateway.requests).toHaveLength(30);
    expect(gateway.uniqueKeys()).toBe(30);
    const all = await rows();
    expect(all.every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
    expect(new Set(gateway.requests.map((r) => r.body.text)).size).toBe(30);
  });

  it('a crash between delivery and marking: the message goes again after the lease, with the same key', async () => {
    const gateway = fakeGateway();
    const { worker } = makeWorker(gateway.channel);
    await send('+66811111116');
    // Worker 1 claims and delivers, then dies before recording it.
    const [claimed] = await worker.claim(T0);
    await gateway.channel.deliver({
      id: claimed!.id,
      to: claimed!.recipient,
      text: OTP_TEXT,
      partnerId: null,
    });
    // Within the lease nobody takes it again.
    expect(await worker.runOnce(at(OUTBOX_LEASE_MS - 1000))).toMatchObject({ claimed: 0 });
    // After the lease another worker delivers it again: the gateway sees the same idempotency key.
    expect(await worker.runOnce(at(OUTBOX_LEASE_MS + 1000))).toMatchObject({ delivered: 1 });
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.uniqueKeys()).toBe(1);
    expect((await rows())[0]!.sent_at).toEqual(at(OUTBOX_LEASE_MS + 1000));
  });
});

describe('LineMessagingChannel', () => {
  it('pushes with the channel token and a retry key fixed per message; 409 means already accepted', async () => {
    const seen: { url: string; retryKey: string; auth: string; body: unknown }[] = [];
    const statuses = [500, 409];
    const fetchImpl: Fetch = async (url, init) => {
      const headers = new Headers(init?.headers);
      seen.push({
        url: String(url),
        retryKey: headers.get('x-line-retry-key')!,
        auth: headers.get('authorization')!,
        body: JSON.parse(String(init?.body)),
      });
      const status = statuses.shift()!;
      return new Response('{}', {
        status,
        headers: status === 409 ? { 'x-line-accepted-request-id': 'req-accepted-1' } : {},
      });
    };
    const line = new LineMessagingChannel({
      apiBase: 'https://line.test',
      channelAccessToken: 'line-token',
      fetch: fetchImpl,
    });
    const lineWorker = new OutboxWorker({
      db: database.db,
      key,
      channels: { sms: new DevOutboxChannel(), line },
      maxAttempts: 8,
      log: { warn: () => {} },
    });
    await new OutboxLineMessenger(database.db, key).push({
      to: 'U1234567890abcdef',
      purpose: 'claim_status',
      text: 'Approved.',
    });
    await lineWorker.runOnce(T0);
    const [row] = await rows();
    await lineWorker.runOnce(row!.next_attempt_at!);
    const [done] = await rows();
    expect(done).toMatchObject({ delivered_ref: 'req-accepted-1', attempts: 2 });
    expect(done!.sent_at).not.toBeNull();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({
      url: 'https://line.test/v2/bot/message/push',
      retryKey: lineRetryKey(row!.id),
      auth: 'Bearer line-token',
      body: { to: 'U1234567890abcdef', messages: [{ type: 'text', text: 'Approved.' }] },
    });
    expect(seen[1]!.retryKey).toBe(seen[0]!.retryKey);
    expect(lineRetryKey(row!.id)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(lineRetryKey(1)).not.toBe(lineRetryKey(2));
  });

  it('treats a 4xx other than 409 and 429 as permanent', async () => {
    const line = new LineMessagingChannel({
      apiBase: 'https://line.test',
      channelAccessToken: 't',
      fetch: async () => new Response('{}', { status: 400 }),
    });
    const error = await line.deliver({ id: 1, to: 'U1', text: 'x', partnerId: null }).catch((e) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ kind: 'permanent', reason: 'HTTP 400' });
  });
});
