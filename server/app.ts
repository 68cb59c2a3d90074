/**
 * The server factory. buildServer() reads and validates the partner folders, opens (or adopts) the
 * database, migrates it, imports changed folders as configuration versions and serves the live ones
 * (docs/decisions/079-partner-config-versions.md), syncs the partners table, seeds the demo data when
 * configured, and returns a ready Fastify instance: tests drive it with app.inject(), server/main.ts
 * makes it listen.
 */
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { closeBlobStore, createBlobStore } from './db/object-store';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { seedStaff } from './db/seed-staff';
import { syncPartners } from './db/sync-partners';
import { ApiError } from './http/api-error';
import { registerErrorHandling } from './http/error-handler';
import { answerFrameworkError, clientErrorWriter } from './http/client-errors';
import { healthRoutes } from './http/health';
import { registerMetrics } from './http/metrics-routes';
import { REQUEST_ID_HEADER, requestIdGenerator } from './http/request-id';
import { completeResponseHeaders, makeNonce, setResponseHeaders } from './http/security-headers';
import { createLogger, RequestLogController } from './logging';
import { Metrics } from './metrics';
import { importFolders, loadLivePartners } from './partners/config-store';
import { type PartnerFolder, readPartnerFolders } from './partners/loader';
import { PartnerRegistry } from './partners/registry';
import { attachReloader, type ReloadPoller, startReloadPoller } from './partners/reloader';
import { PARTNER_VERSION_HEADER } from '../shared/api/routes';
import { partnerVersionRoutes } from './modules/staff/partner-versions.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { cardRoutes } from './modules/cards/cards.routes';
import { claimRoutes } from './modules/claims/claims.routes';
import { contentRoutes } from './modules/content/content.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { docsRoutes } from './openapi/docs.routes';
import { serviceRoutes } from './modules/service/service.routes';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { familyRoutes } from './modules/cards/family.routes';
import { hospitalRoutes } from './modules/hospitals/hospitals.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { previewSessionRoutes } from './modules/staff/preview-sessions.routes';
import { specRoutes } from './modules/home/spec.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffDraftRoutes } from './modules/staff/staff-drafts.routes';
import { telemedRoutes } from './modules/telemed/telemed.routes';
import { useCardRoutes } from './modules/cards/use-card.routes';
import { readAuthSettings } from './modules/accounts/auth-settings';
import {
  type LineMessenger,
  OutboxLineMessenger,
  OutboxSmsSender,
  type SmsSender,
} from './modules/messaging/messaging';
import { type Jobs, type JobsOptions, startJobs } from './jobs/jobs';
import { outboxBacklog } from './modules/messaging/outbox-worker';
import { createRateLimitStore, RateLimiter, type RateLimitStore } from './platform/rate-limit';
import { SessionService } from './modules/accounts/sessions';
import { webRoutes } from './web/routes';

export interface BuildServerOptions {
  config: ServerConfig;
  /** Use this database instead of opening the configured one. The server will not close it. */
  database?: DatabaseHandle;
  /** Where log lines go (default stdout). Tests pass a stream to read them. */
  logDestination?: DestinationStream;
  /** Partners to serve instead of loading config.partnersDir (nothing is imported or reloaded). */
  partners?: PartnerRegistry;
  /**
   * Poll the live partner configuration versions every PARTNER_RELOAD_SECONDS (server/partners/
   * reloader.ts). Default: with the background jobs. Without it, app.ctx.partners.reload() still works.
   */
  partnerReload?: boolean;
  /** Seed the demo data (default: config.seedDemoData). */
  seed?: boolean;
  now?: () => Date;
  sms?: SmsSender;
  line?: LineMessenger;
  /** Count rate limits here instead of the configured store. The server will not close it. */
  rateLimitStore?: RateLimitStore;
  /** Prefix of the Redis keys of the rate limits (default `rl:`; tests use one per server). */
  redisKeyPrefix?: string;
  /** Run the background jobs (outbox delivery, purge; server/jobs/jobs.ts): `npm start` does, tests ask. */
  jobs?: boolean | JobsOptions;
  /** Extra plugins registered after the API routes and before the web fallback (extensions, tests). */
  plugins?: FastifyPluginAsync[];
}

const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger = createLogger(config.logLevel, options.logDestination);
  // Partner folders first: an invalid partner stops the start before anything else happens.
  const folders: PartnerFolder[] | null = options.partners
    ? null
    : readPartnerFolders(config.partnersDir).folders;
  const partners = options.partners ?? new PartnerRegistry();

  // This server's Prometheus registry (server/metrics.ts): the pools it opens report each statement.
  const metrics = new Metrics();
  // A PostgreSQL connection that ends under the pool is logged; the request it served answers 503.
  const database =
    options.database ??
    (await openDatabase(
      config.database,
      (error) => logger.warn({ err: error }, 'PostgreSQL connection ended; the next query opens a new one'),
      { onStatement: metrics.observeStatement },
    ));
  const ownsDatabase = !options.database;
  metrics.setPoolStats(database.poolStats);
  // Start-up work is off-request: it runs on the background pool, whose statement timeout is the
  // long one (docs/decisions/068-fail-fast.md). A handle without one (tests) has a single pool.
  const backgroundDb = database.backgroundDb ?? database.db;
  try {
    const { applied } = await migrateToLatest(backgroundDb);
    if (applied.length > 0) logger.info({ applied }, 'database migrated');
    if (folders) {
      // A deploy's changed folders become live versions; then the live versions are served.
      const imported = await importFolders(backgroundDb, folders, (options.now ?? (() => new Date()))());
      if (imported.length > 0)
        logger.info({ imported }, 'partner folders imported as configuration versions');
      partners.replace(await loadLivePartners(backgroundDb));
      // Off-request work (the poll), so the background pool (docs/decisions/068-fail-fast.md).
      attachReloader(partners, backgroundDb, logger as FastifyBaseLogger);
    }
    await syncPartners(backgroundDb, partners);
    if (options.seed ?? config.seedDemoData) {
      const report = await seedDemoData(backgroundDb, partners, logger);
      const staff = await seedStaff(backgroundDb);
      logger.info({ ...report, inserted: { ...report.inserted, staff_accounts: staff } }, 'demo data seeded');
    }
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const db = database.db;
  const now = options.now ?? (() => new Date());
  // A Redis that is down does not stop the start: the requests that count answer 503 until it is back.
  const rateLimitStore =
    options.rateLimitStore ??
    createRateLimitStore({
      redisUrl: config.redisUrl,
      db,
      keyPrefix: options.redisKeyPrefix ?? 'rl:',
      onConnectionError: (error) =>
        logger.error({ err: error }, 'rate-limit Redis unreachable; rate-limited requests answer 503'),
    });
  const ctx: AppContext = {
    config,
    db,
    backgroundDb,
    partners,
    sessions: new SessionService(db, { ttlMinutes: config.sessionTtlMinutes, now }),
    // The object store when OBJECT_STORE_URL is set (docs/decisions/071), else the database.
    blobs: createBlobStore(db, config.objectStore),
    sms: options.sms ?? new OutboxSmsSender(db, config.delivery.outboxKey),
    line: options.line ?? new OutboxLineMessenger(db, config.delivery.outboxKey),
    rateLimits: new RateLimiter(rateLimitStore, now, (rule) => metrics.rateLimitRefusals.inc({ rule })),
    now,
    metrics,
    lifecycle: { draining: false },
  };
  metrics.setOutboxStats(() => outboxBacklog(db, now()));
  if (config.metrics.port !== null || config.metrics.token !== null) metrics.collectProcessMetrics();

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One request line per request, written once it is answered (server/logging.ts, decision 069).
    logController: new RequestLogController(),
    // A trusted proxy's X-Request-Id when sane, else a new UUID (server/http/request-id.ts): a
    // client-chosen request id would let anyone forge log correlation.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // Closing (after SIGTERM's drain, server/main.ts): a request that still arrives on an open
    // connection is served (with Connection: close), not refused with Fastify's bare 503.
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Requests Node or the router refuse still get the security headers (docs/security.md 13).
    clientErrorHandler: clientErrorWriter(logger as FastifyBaseLogger),
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('cspNonce', '');

  // Callback hooks, not async ones: no promise and no microtask per request (decision 069).
  app.addHook('onRequest', (request, reply, done) => {
    request.cspNonce = makeNonce();
    setResponseHeaders(reply, request.url, request.cspNonce);
    // On the raw response, so hijacked answers (tus) carry them too (docs/decisions/072).
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    // Draining: each keep-alive connection closes once its answer is written, never under a request.
    if (ctx.lifecycle.draining) reply.raw.setHeader('connection', 'close');
    // The member API says which configuration version of the caller's partner is live, so the app
    // notices a publish and fetches the new look on its next navigation (src/lib/partner-store.ts).
    if (request.url.startsWith('/api/v')) {
      const key = request.headers['x-api-key'];
      const partner =
        (typeof key === 'string' ? ctx.partners.byApiKey(key) : undefined) ?? ctx.partners.default;
      reply.raw.setHeader(PARTNER_VERSION_HEADER, String(partner.version));
    }
    done();
  });
  // Routes may replace headers (card photos set their own CSP): what they leave out is put back.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.cspNonce) request.cspNonce = makeNonce();
    completeResponseHeaders(reply, request.url, request.cspNonce);
    // A request that began before the drain and answers during it closes its connection too.
    if (ctx.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  // JSON bodies: the default (prototype-poisoning safe) parser, but an empty body means "no body",
  // so a POST with Content-Type: application/json and nothing else is accepted (spec: body as chosen).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return defaultJson(request, body as string, done);
  });

  registerErrorHandling(app);
  // Every answer's latency and status by route pattern; /metrics behind METRICS_TOKEN (server/metrics.ts).
  registerMetrics(app, metrics, config.metrics.token);
  await app.register(fastifyCookie);
  // HTML (filled per request) and JSON answers are compressed on the fly; built assets are served
  // from their precompressed .br/.gz copies (server/web/routes.ts). Request bodies are never inflated:
  // a compressed upload could expand past every size limit (docs/decisions/008-compression.md).
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(?:text\/html|application\/json)\b/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  // The API's route modules (server/modules/<domain>/*.routes.ts and the platform's), in this order.
  const auth = accountsRoutes(readAuthSettings(process.env, config.isProduction));
  const accountsAndCards = [auth, cardRoutes, claimRoutes, familyRoutes, useCardRoutes, telemedRoutes];
  const placesAndContent = [hospitalRoutes, contentRoutes, notificationRoutes];
  const staffApi = [staffRoutes, staffDraftRoutes, previewSessionRoutes, partnerVersionRoutes];
  // The TPA's core claims system (docs/integration.md): its service API and the events' document links.
  const coreSystem = [serviceRoutes, webhookRoutes];
  const apiRoutes = [
    specRoutes,
    healthRoutes,
    ...accountsAndCards,
    ...placesAndContent,
    ...staffApi,
    ...coreSystem,
    devRoutes,
    docsRoutes,
  ];
  for (const routes of apiRoutes) await app.register(routes);
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  await app.register(webRoutes);
  // Anything under /api that no route matched, whatever the method: the JSON 404.
  app.all('/api/*', async () => {
    throw new ApiError('NOT_FOUND');
  });

  if (!options.rateLimitStore) app.addHook('onClose', async () => rateLimitStore.close());
  app.addHook('onClose', async () => closeBlobStore(ctx.blobs));
  // preClose: the jobs stop (and a run in progress ends) before any onClose hook closes the database.
  let jobs: Jobs | undefined;
  let reloads: ReloadPoller | undefined;
  app.addHook('preClose', async () => {
    await Promise.all([jobs?.stop(), reloads?.stop()]);
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  await app.ready();
  if (options.jobs) jobs = startJobs(app, options.jobs === true ? {} : options.jobs);
  if (folders && (options.partnerReload ?? Boolean(options.jobs)))
    reloads = startReloadPoller(partners, config.partnerReloadSeconds, logger as FastifyBaseLogger);
  return app;
}
