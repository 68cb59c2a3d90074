import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs, startTestServer, type TestServer, testConfig } from '../testing/server';
import { type DeliveryChannel, DeliveryError, DevOutboxChannel } from '../modules/messaging/delivery/channel';
import { type Jobs, PURGE_FIRST_DELAY_MS, PURGE_INTERVAL_MS, startJobs, WORKER_INTERVAL_MS } from './jobs';
import { backoffMs } from '../modules/messaging/outbox-worker';

const T0 = new Date('2026-11-20T03:00:00Z').getTime();

/** Timers by hand: advance() fires what falls due, in order, and lets each run finish (settle). */
function fakeTimers() {
  let now = T0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    clock: () => new Date(now),
    elapsed: () => now - T0,
    setTimeout: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id: unknown) => {
      timers.delete(id as number);
    },
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
    async advance(ms: number, settle: () => Promise<void>) {
      const target = now + ms;
      for (;;) {
        const [due] = [...timers.entries()]
          .filter(([, t]) => t.at <= target)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0]);
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await settle();
      }
      now = target;
    },
  };
}

let server: TestServer | undefined;
let jobs: Jobs | undefined;
afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
  await server?.close();
  server = undefined;
});

const outbox = () => server!.app.ctx.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const sendSms = (to: string, text = 'รหัส OTP ของคุณคือ 111222') =>
  server!.app.ctx.sms.send({ to, purpose: 'otp_register', text });

describe('startJobs', () => {
  it('runs the worker every 5 seconds on the injected clock, and again at once while batches are full', async () => {
    server = await startTestServer();
    const t = fakeTimers();
    jobs = startJobs(server.app, { ...t, workerBatchSize: 2 });
    for (let i = 0; i < 5; i++) await sendSms(`+6681300000${i}`);
    await t.advance(WORKER_INTERVAL_MS - 1, () => jobs!.settled());
    expect((await outbox()).every((r) => r.sent_at === null)).toBe(true);
    await t.advance(1, () => jobs!.settled());
    const rows = await outbox();
    // Three batches (2, 2, 1) at the same moment: full batches run again without waiting.
    expect(rows.map((r) => [r.sent_at?.getTime(), r.delivered_ref])).toEqual(
      rows.map(() => [T0 + WORKER_INTERVAL_MS, 'dev-outbox']),
    );
    expect(t.pending()).toEqual([
      WORKER_INTERVAL_MS,
      WORKER_INTERVAL_MS,
      PURGE_FIRST_DELAY_MS - WORKER_INTERVAL_MS,
    ]);
  });

  it('retries on the backoff schedule and dead-letters after OUTBOX_MAX_ATTEMPTS', async () => {
    server = await startTestServer({ config: testConfig({ OUTBOX_MAX_ATTEMPTS: '4' }) });
    const t = fakeTimers();
    const calls: number[] = [];
    const failing: DeliveryChannel = {
      name: 'failing',
      deliver: async () => {
        calls.push(t.elapsed());
        throw new DeliveryError('retryable', 'HTTP 503');
      },
    };
    jobs = startJobs(server.app, { ...t, channels: { sms: failing, line: new DevOutboxChannel() } });
    await sendSms('+66813000100');
    const { id } = (await outbox())[0]!;
    await t.advance(3 * 60 * 60_000, () => jobs!.settled());
    expect(calls).toHaveLength(4);
    expect(calls[0]).toBe(WORKER_INTERVAL_MS);
    for (let n = 1; n < 4; n++) {
      const gap = calls[n]! - calls[n - 1]!;
      // The first worker tick at or after the due time.
      expect(gap).toBeGreaterThanOrEqual(backoffMs(n, id));
      expect(gap).toBeLessThan(backoffMs(n, id) + WORKER_INTERVAL_MS);
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 4, sent_at: null });
    expect(row!.dead_at!.getTime()).toBe(T0 + calls[3]!);
  });

  it('purges a minute after start, then every hour', async () => {
    server = await startTestServer();
    const t = fakeTimers();
    jobs = startJobs(server.app, t);
    const addOldSent = async (to: string) => {
      await sendSms(to);
      await server!.app.ctx.db
        .updateTable('outbox')
        .set({ sent_at: new Date(T0 - 31 * 86_400_000) })
        .where('recipient', '=', to)
        .execute();
    };
    await addOldSent('+66813000200');
    await t.advance(PURGE_FIRST_DELAY_MS - 1, () => jobs!.settled());
    expect(await outbox()).toHaveLength(1);
    await t.advance(1, () => jobs!.settled());
    expect(await outbox()).toHaveLength(0);
    await addOldSent('+66813000201');
    await t.advance(PURGE_INTERVAL_MS - 1, () => jobs!.settled());
    expect(await outbox()).toHaveLength(1);
    await t.advance(1, () => jobs!.settled());
    expect(await outbox()).toHaveLength(0);
  });

  it('never overlaps a run, logs a failing run at warn and tries again at the next tick', async () => {
    const logs = captureLogs();
    server = await startTestServer({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      logDestination: logs.stream,
    });
    const t = fakeTimers();
    let calls = 0;
    let release: () => void = () => {};
    const worker = {
      runOnce: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
        return { full: false };
      },
    };
    const yieldOnce = () => new Promise<void>((resolve) => setImmediate(resolve));
    jobs = startJobs(server.app, { ...t, worker, purgeSweeps: [] });
    await t.advance(WORKER_INTERVAL_MS, yieldOnce);
    expect(calls).toBe(1);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        job: 'outbox worker',
        msg: 'outbox worker failed; it runs again at its next tick',
      }),
    );
    await t.advance(WORKER_INTERVAL_MS, yieldOnce);
    expect(calls).toBe(2);
    // The second run hangs: a minute passes without a third.
    await t.advance(60_000, yieldOnce);
    expect(calls).toBe(2);
    release();
    await jobs.settled();
    await t.advance(WORKER_INTERVAL_MS, yieldOnce);
    expect(calls).toBe(3);
  });

  it('starts with buildServer({ jobs }) and stops when the app closes', async () => {
    const t = fakeTimers();
    server = await startTestServer({ jobs: { ...t } });
    expect(t.pending()).toEqual([WORKER_INTERVAL_MS, WORKER_INTERVAL_MS, PURGE_FIRST_DELAY_MS]);
    await server.close();
    server = undefined;
    expect(t.pending()).toEqual([]);
  });

  it('warns at start in production when SMS or LINE have no provider', async () => {
    const logs = captureLogs();
    server = await startTestServer({
      config: testConfig({
        NODE_ENV: 'production',
        DATABASE_URL: '',
        OUTBOX_KEY: 'c3'.repeat(32),
        LOG_LEVEL: 'warn',
      }),
      logDestination: logs.stream,
    });
    jobs = startJobs(server.app, fakeTimers());
    const messages = logs.lines.map((l) => l.msg);
    expect(messages).toContainEqual(
      expect.stringMatching(/^SMS will not be delivered: SMS_GATEWAY_URL is not set/),
    );
    expect(messages).toContainEqual(expect.stringMatching(/^LINE messages will not be delivered/));
  });
});
