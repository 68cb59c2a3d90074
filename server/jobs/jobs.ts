/**
 * The background jobs of `npm start` (server/main.ts asks buildServer for them; test servers run
 * none unless a test asks): the outbox delivery worker every 5 seconds (at once again while batches
 * come back full) and the purge every hour (first a minute after start). A job never overlaps
 * itself: its next run is scheduled when the current one ends. A failing run (a database outage) is
 * logged at warn and the job tries again at its next tick; nothing here crashes the process. The
 * clock and the timer functions are injectable, so tests move time by hand. docs/decisions/037.
 * Both use ctx.backgroundDb, never the requests' pool: on PostgreSQL a pool of their own with a longer
 * statement timeout, so a full request pool does not stop the outbox and the jobs never take a
 * member's connection (docs/decisions/068-fail-fast.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import {
  type DeliveryChannels,
  deliveryWarnings,
  selectDeliveryChannels,
} from '../modules/messaging/delivery/select';
import { OutboxWorker, type RunResult } from '../modules/messaging/outbox-worker';
import { sweepStaleUploadDirs } from '../http/uploads';
import { webhookWorkerOf } from '../modules/webhooks/webhooks';
import { PURGE_BATCH_SIZE, type PurgeSweep, purgeOnce } from './purge';

export const WORKER_INTERVAL_MS = 5_000;
export const PURGE_INTERVAL_MS = 60 * 60_000;
export const PURGE_FIRST_DELAY_MS = 60_000;
/** A purge that filled a sweep's batch comes back after a minute instead of an hour. */
export const PURGE_BACKLOG_DELAY_MS = 60_000;

export interface JobsOptions {
  /** Default: the app's clock (ctx.now). */
  clock?: () => Date;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Default: chosen from the configuration (selectDeliveryChannels). */
  channels?: DeliveryChannels;
  /** Replaces the outbox worker (tests). */
  worker?: { runOnce(now: Date): Promise<Pick<RunResult, 'full'>> };
  workerBatchSize?: number;
  purgeSweeps?: PurgeSweep[];
  /** Replaces the claim-event webhook worker (tests; docs/decisions/086-webhooks.md). */
  webhookWorker?: { runOnce(now: Date): Promise<Pick<RunResult, 'full'>> };
  purgeBatchSize?: number;
}

export interface Jobs {
  /** Stops scheduling and waits for a run in progress to end. */
  stop(): Promise<void>;
  /** Resolves when no run is in progress (tests). */
  settled(): Promise<void>;
}

interface Loop {
  stop(): Promise<void>;
  running(): Promise<void>;
}

function loop(
  options: Required<Pick<JobsOptions, 'setTimeout' | 'clearTimeout'>>,
  log: FastifyBaseLogger,
  name: string,
  firstDelayMs: number,
  /** One run; answers the delay until the next. */
  run: () => Promise<number>,
  retryDelayMs: number,
): Loop {
  let stopped = false;
  let timer: unknown;
  let current: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    timer = options.setTimeout(tick, ms);
  };
  function tick() {
    timer = undefined;
    current = (async () => {
      let next = retryDelayMs;
      try {
        next = await run();
      } catch (error) {
        log.warn({ err: error, job: name }, `${name} failed; it runs again at its next tick`);
      }
      if (!stopped) schedule(next);
    })();
  }
  schedule(firstDelayMs);
  return {
    running: () => current,
    async stop() {
      stopped = true;
      if (timer !== undefined) options.clearTimeout(timer);
      timer = undefined;
      await current;
    },
  };
}

export function startJobs(app: { ctx: AppContext; log: FastifyBaseLogger }, options: JobsOptions = {}): Jobs {
  const { ctx, log } = app;
  const clock = options.clock ?? ctx.now;
  const timers = {
    setTimeout: options.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms)),
    clearTimeout: options.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as NodeJS.Timeout)),
  };
  for (const warning of deliveryWarnings(ctx.config)) log.warn(warning);
  const worker =
    options.worker ??
    new OutboxWorker({
      db: ctx.backgroundDb,
      key: ctx.config.delivery.outboxKey,
      channels: options.channels ?? selectDeliveryChannels(ctx.config),
      maxAttempts: ctx.config.delivery.maxAttempts,
      batchSize: options.workerBatchSize,
      log,
    });
  const purgeBatch = options.purgeBatchSize ?? PURGE_BATCH_SIZE;
  const webhookWorker = options.webhookWorker ?? webhookWorkerOf(ctx, log);

  const loops = [
    loop(
      timers,
      log,
      'outbox worker',
      WORKER_INTERVAL_MS,
      async () => ((await worker.runOnce(clock())).full ? 0 : WORKER_INTERVAL_MS),
      WORKER_INTERVAL_MS,
    ),
    loop(
      timers,
      log,
      'webhook worker',
      WORKER_INTERVAL_MS,
      async () => ((await webhookWorker.runOnce(clock())).full ? 0 : WORKER_INTERVAL_MS),
      WORKER_INTERVAL_MS,
    ),
    loop(
      timers,
      log,
      'purge',
      PURGE_FIRST_DELAY_MS,
      async () => {
        const counts = await purgeOnce(ctx.backgroundDb, clock(), {
          batchSize: purgeBatch,
          sweeps: options.purgeSweeps,
        });
        // Files on disk age in real time, whatever the injected clock says.
        counts.staleUploadDirs = await sweepStaleUploadDirs(new Date());
        const deleted = Object.values(counts).reduce((a, b) => a + b, 0);
        if (deleted > 0) log.info({ purged: counts }, 'purge deleted rows past retention');
        return Object.values(counts).some((n) => n >= purgeBatch)
          ? PURGE_BACKLOG_DELAY_MS
          : PURGE_INTERVAL_MS;
      },
      PURGE_INTERVAL_MS,
    ),
  ];
  return {
    stop: async () => {
      await Promise.all(loops.map((l) => l.stop()));
    },
    settled: async () => {
      await Promise.all(loops.map((l) => l.running()));
    },
  };
}
