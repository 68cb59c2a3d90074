/**
 * Registers an operation of the API contract (shared/api/contract.ts) as a Fastify route: the request is
 * checked against the contract's zod schemas (400 VALIDATION_FAILED with one FieldIssue per problem),
 * the partner is resolved from x-api-key, the member from the bearer token when the operation needs
 * one, and outside production the answer is checked against the response schema so contract drift
 * fails loudly in tests instead of silently in the app. Handlers stay thin: parse, call a service,
 * return.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Operation, writesData } from '../../shared/api/contract';
import type { FieldIssue } from '../../shared/api/errors';
import { HEADERS, headerKey, IDEMPOTENCY_KEY_PATTERN, parseBearer } from '../../shared/api/headers';
import type { AppContext } from '../context';
import type { LoadedPartner } from '../partners/registry';
import { pendingForcedConsents, refuseWhilePending } from '../modules/accounts/consents';
import { fingerprintOf, type IdempotentAnswer, runIdempotent } from '../platform/idempotency';
import type { AuthenticatedMember } from '../modules/accounts/sessions';
import type { AuthenticatedStaff } from '../modules/staff/staff';
import { enforceAbuseLimit } from './abuse-limits';
import { ApiError } from './api-error';
import { ConstantAnswers, constantKey, makeConstantAnswer, sendConstant } from './constant-answers';
import { isDatabaseUnavailable } from './error-handler';
import { authorizeStaff } from './staff-auth';

export { STAFF_COOKIE } from './staff-auth';

type Field<R, K extends string> = R extends { [P in K]: infer T }
  ? T extends z.ZodType
    ? z.output<T>
    : undefined
  : undefined;

export interface RouteContext<O extends Operation> {
  query: Field<O['request'], 'query'>;
  params: Field<O['request'], 'params'>;
  body: Field<O['request'], 'body'>;
  /**
   * The partner of the call: the one PartnerId/SecretKey authenticate for partner calls, otherwise
   * the one x-api-key names, or the default partner when the header is absent.
   */
  partner: LoadedPartner;
  /** The register-token header (operations with auth.registerToken only; always present there). */
  registerToken: string | null;
  app: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface MemberRouteContext<O extends Operation> extends RouteContext<O> {
  auth: AuthenticatedMember;
  /**
   * Idempotent multipart operations (createCard, createFamilyCard): the handler reads its form, then
   * runs the create through here with the form's fingerprint (multipartFingerprint). `run` gets the
   * app to use, whose `db` is the transaction that also stores the key; it is not called when the key
   * replays an earlier answer. JSON operations are wrapped by memberRoute itself and must not call it.
   */
  idempotent: (fingerprint: string, run: (app: AppContext) => Promise<Answer<O>>) => Promise<Answer<O>>;
}

type Answer<O extends Operation> = z.input<O['response']>;

/** `/api/v1/theme/{ins_code}` → `/api/v1/theme/:ins_code`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

export function issuesOf(prefix: string, error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue): FieldIssue[] => {
    const path = [prefix, ...issue.path.map(String)];
    // A strict request object (every request shape of shared/api/schemas is one) names the keys it does
    // not know in one issue: each becomes its own FieldIssue whose path ends with the key, so the
    // answer says which field to drop (body.status, body.fields.paid_amount).
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        path: [...path, key].join('.'),
        code: issue.code,
        message: `Unknown field "${key}": this request does not take it.`,
      }));
    return [
      {
        path: path.join('.'),
        // The request checks of shared/api/schemas/common.ts (text(), DateInputSchema) name their rule code
        // (text_control_characters, date_out_of_range) in params.code: that is the code the app translates.
        code:
          issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : issue.code,
        message: issue.message,
      },
    ];
  });
}

/**
 * Checks query, path parameters and body against the contract. Bodies (and multipart forms, read by
 * server/http/uploads.ts) are strict: every request body schema of shared/api/schemas is a strict object,
 * so an unknown key is a 400 naming it (body.status), as the OpenAPI document's additionalProperties:
 * false says; server/http/unknown-fields.test.ts holds every operation to it. Query strings are not:
 * a query only filters what is read (nothing is assigned from it), and URLs pick up parameters the app
 * never reads (cache-busters such as _=…, utm_* from a shared link, a partner's own tracking on the
 * spec's calls), so unknown query parameters are ignored rather than refused.
 */
function parseRequest(op: Operation, request: FastifyRequest) {
  const issues: FieldIssue[] = [];
  const parsePart = (part: 'query' | 'params' | 'body', value: unknown) => {
    const schema = op.request[part];
    if (!schema) return undefined;
    const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
    if (result.success) return result.data;
    issues.push(...issuesOf(part, result.error));
    return undefined;
  };
  const parsed = {
    query: parsePart('query', request.query),
    params: parsePart('params', request.params),
    body: parsePart('body', request.body),
  };
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { details: issues });
  return parsed;
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** x-api-key rules: a key that names no partner is refused; absent means the default partner. */
export function resolveApiPartner(
  app: AppContext,
  request: FastifyRequest,
  mode: 'optional' | 'required',
): LoadedPartner {
  const key = singleHeader(request, headerKey(HEADERS.apiKey));
  if (key === undefined || key === '') {
    if (mode === 'required') throw new ApiError('INVALID_API_KEY');
    return app.partners.default;
  }
  const partner = app.partners.byApiKey(key);
  if (!partner) throw new ApiError('INVALID_API_KEY');
  return partner;
}

/**
 * Partner calls and registration (docs/spec.md 7): PartnerId and SecretKey must identify a partner, and an
 * x-api-key, when sent, must name that same partner.
 */
export function authenticatePartnerHeaders(app: AppContext, request: FastifyRequest): LoadedPartner {
  const partner = app.partners.authenticate(
    singleHeader(request, headerKey(HEADERS.partnerId)),
    singleHeader(request, headerKey(HEADERS.secretKey)),
  );
  if (!partner) throw new ApiError('PARTNER_CREDENTIALS_INVALID');
  const key = singleHeader(request, headerKey(HEADERS.apiKey));
  if (key !== undefined && key !== '' && app.partners.byApiKey(key) !== partner)
    throw new ApiError('INVALID_API_KEY');
  return partner;
}

/** The register-token header of OTP registration (docs/spec.md 7); refused with 401 when absent. */
export function requireRegisterToken(request: FastifyRequest): string {
  const token = singleHeader(request, headerKey(HEADERS.registerToken));
  if (!token) throw new ApiError('AUTH_REQUIRED');
  return token;
}

/** The partner and register token of a call, by the operation's auth rules. */
export function resolveCaller(app: AppContext, request: FastifyRequest, auth: Operation['auth']) {
  const partner = auth.partnerHeaders
    ? authenticatePartnerHeaders(app, request)
    : resolveApiPartner(app, request, auth.apiKey);
  const registerToken = auth.registerToken ? requireRegisterToken(request) : null;
  return { partner, registerToken };
}

/**
 * The member behind `Authorization: Bearer …`, who must belong to the partner of the call. The one
 * place member sessions are checked, so it is also where a read-only previewer session
 * (docs/decisions/063-preview-mode.md) is refused anything that would write: the operation's
 * writesData() when it is one of the contract, else any method but GET and HEAD (the tus uploads).
 */
export async function authenticateMember(
  app: AppContext,
  request: FastifyRequest,
  partner: LoadedPartner,
  op?: Pick<Operation, 'method' | 'effect'>,
  options: { consents?: boolean } = {},
): Promise<AuthenticatedMember> {
  const token = parseBearer(singleHeader(request, 'authorization'));
  if (!token) throw new ApiError('AUTH_REQUIRED');
  const auth = await app.sessions.authenticate(token, options);
  // A token of another partner's member is as good as none here (no cross-partner access).
  if (!auth || auth.member.partner_id !== partner.id) throw new ApiError('AUTH_REQUIRED');
  if (auth.readOnly) {
    const writes = op ? writesData(op) : request.method !== 'GET' && request.method !== 'HEAD';
    if (writes) throw new ApiError('PREVIEW_READ_ONLY');
  }
  return auth;
}

function register<O extends Operation>(
  fastify: FastifyInstance,
  op: O,
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<Answer<O>>,
) {
  const app = fastify.ctx;
  if (op.devOnly && app.config.isProduction) return;
  // Constant answers (the contract's `constant`) come from memory once computed: server/http/constant-answers.ts.
  const constants = op.constant ? new ConstantAnswers() : null;
  fastify.route({
    method: op.method,
    url: toFastifyPath(op.path),
    handler: async (request, reply) => {
      // Keyed by the registry's generation too: a reloaded partner configuration (a publish,
      // docs/decisions/079-partner-config-versions.md) is answered anew; old entries age out.
      const key = constants ? `${app.partners.generation}\u0000${constantKey(request)}` : '';
      const cached = constants?.get(key);
      if (cached) return sendConstant(request, reply, cached);
      const answer = await handle(request, reply);
      if (!app.config.isProduction) {
        const check = op.response.safeParse(answer);
        if (!check.success) {
          throw new Error(
            `The answer of ${op.operationId} does not match its contract (shared/api): ${JSON.stringify(issuesOf('response', check.error))}`,
          );
        }
      }
      if (constants) {
        const made = makeConstantAnswer(answer);
        constants.set(key, made);
        return sendConstant(request, reply, made);
      }
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  });
}

/**
 * Runs a handler after the operation's abuse limits (its `abuseLimits` in the contract: per client
 * address and overall, docs/abuse-limits.md), so a refused request does no work and no endpoint can
 * forget its limits. An outage of the database or the counter store answers the operation's
 * `outageError` where it has one (login: the spec's "cannot log in now").
 */
async function limitedRun<T>(
  op: Operation,
  app: AppContext,
  request: FastifyRequest,
  run: () => Promise<T> | T,
): Promise<T> {
  try {
    for (const name of op.abuseLimits ?? []) await enforceAbuseLimit(app, request, name);
    return await run();
  } catch (error) {
    if (op.outageError && isDatabaseUnavailable(error)) throw new ApiError(op.outageError, { cause: error });
    throw error;
  }
}

/** The handler's context: the request checked against the contract, its caller, the app. */
function contextOf<O extends Operation>(
  op: O,
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: { partner: LoadedPartner; registerToken: string | null },
): RouteContext<O> {
  const parsed = parseRequest(op, request) as Pick<RouteContext<O>, 'query' | 'params' | 'body'>;
  return { ...parsed, partner: caller.partner, registerToken: caller.registerToken, app, request, reply };
}

/** A route any caller of the partner may use. */
export function publicRoute<O extends Operation>(
  fastify: FastifyInstance,
  op: O,
  handler: (ctx: RouteContext<O>) => Promise<Answer<O>> | Answer<O>,
): void {
  if (op.auth.member) throw new Error(`${op.operationId} needs a member: register it with memberRoute().`);
  if (op.auth.staff) throw new Error(`${op.operationId} needs staff: register it with staffRoute().`);
  register(fastify, op, async (request, reply) => {
    const app = fastify.ctx;
    const ctx = contextOf(op, app, request, reply, resolveCaller(app, request, op.auth));
    return limitedRun(op, app, request, () => handler(ctx));
  });
}

/** The Idempotency-Key of an idempotent operation: 400 when absent or malformed. */
export function readIdempotencyKey(request: FastifyRequest): string {
  const key = singleHeader(request, headerKey(HEADERS.idempotencyKey));
  if (key === undefined || key === '') throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ApiError('VALIDATION_FAILED', {
      details: [
        {
          path: `headers.${headerKey(HEADERS.idempotencyKey)}`,
          code: 'invalid_format',
          message: '16 to 128 letters, digits, "_" or "-" (a UUID passes).',
        },
      ],
    });
  return key;
}

/** The app a create runs with: the same services, with the database being the key's transaction. */
function inTransaction(app: AppContext, db: AppContext['db']): AppContext {
  return { ...app, db };
}

function answerOf<T>(reply: FastifyReply, answer: IdempotentAnswer<T>): T {
  reply.code(answer.status);
  if (answer.replayed) reply.header(HEADERS.idempotentReplayed, 'true');
  return answer.body;
}

/** A route for a signed-in member of the partner (401 AUTH_REQUIRED otherwise). */
export function memberRoute<O extends Operation>(
  fastify: FastifyInstance,
  op: O,
  handler: (ctx: MemberRouteContext<O>) => Promise<Answer<O>> | Answer<O>,
): void {
  if (!op.auth.member) throw new Error(`${op.operationId} is public: register it with publicRoute().`);
  register(fastify, op, async (request, reply) => {
    const app = fastify.ctx;
    const { partner, registerToken } = resolveCaller(app, request, op.auth);
    // A forced consent update blocks every member operation not marked consentExempt in the contract
    // (docs/security.md, promise 10): the guard is here so no feature can forget it. The pending
    // forced documents come with the session, in the same statement (decision 069).
    const checkConsents = !op.consentExempt;
    const auth = await authenticateMember(app, request, partner, op, { consents: checkConsents });
    if (checkConsents)
      refuseWhilePending(
        // A session service that did not answer them (a test double) gets them asked for here.
        auth.pendingForcedConsents ?? (await pendingForcedConsents(app.db, auth.member, app.now())),
      );
    const parsed = parseRequest(op, request);
    // Creates carry an Idempotency-Key (docs/decisions/029): checked before any work.
    const key = op.idempotent ? readIdempotencyKey(request) : null;
    const scope = (fingerprint: string) => ({
      memberId: auth.member.id,
      key: key!,
      operation: op.operationId,
      fingerprint,
    });
    let wentThrough = false;
    const ctx = (appFor: AppContext): MemberRouteContext<O> => ({
      ...(parsed as Pick<RouteContext<O>, 'query' | 'params' | 'body'>),
      partner,
      registerToken,
      auth,
      app: appFor,
      request,
      reply,
      idempotent: async (fingerprint, run) => {
        if (!key || !op.request.multipart || wentThrough)
          throw new Error(
            `${op.operationId}: ctx.idempotent() is for idempotent multipart operations, once per request.`,
          );
        wentThrough = true;
        const answer = await runIdempotent(app, scope(fingerprint), (db) => run(inTransaction(app, db)));
        return answerOf(reply, answer);
      },
    });
    return limitedRun(op, app, request, async (): Promise<Answer<O>> => {
      if (!key) return handler(ctx(app));
      if (!op.request.multipart) {
        // JSON: the fingerprint is the checked request, and the whole handler runs in the key's transaction.
        const fingerprint = fingerprintOf({ params: parsed.params, query: parsed.query, body: parsed.body });
        const answer = await runIdempotent(app, scope(fingerprint), async (db) =>
          handler(ctx(inTransaction(app, db))),
        );
        return answerOf(reply, answer);
      }
      const answer = await handler(ctx(app));
      // A multipart create that answered without ctx.idempotent() would create again on every retry.
      if (!wentThrough) {
        const problem = `${op.operationId} is idempotent but its handler did not run through ctx.idempotent().`;
        if (!app.config.isProduction) throw new Error(problem);
        request.log.error({ operation: op.operationId }, problem);
      }
      return answer;
    });
  });
}

export interface StaffRouteContext<O extends Operation> extends RouteContext<O> {
  staff: AuthenticatedStaff;
}

/**
 * A route for signed-in staff whose role holds the operation's permission (server/http/staff-auth.ts:
 * 401 STAFF_AUTH_REQUIRED without a live staff session, 403 STAFF_FORBIDDEN otherwise). The session
 * comes only from the staff cookie: a member's bearer token opens nothing here. The handler checks the
 * account's partner scope where the request names a partner or a record of one.
 */
export function staffRoute<O extends Operation>(
  fastify: FastifyInstance,
  op: O,
  handler: (ctx: StaffRouteContext<O>) => Promise<Answer<O>> | Answer<O>,
): void {
  const needed = op.auth.staff;
  if (!needed || op.auth.member) throw new Error(`${op.operationId} is not a staff operation.`);
  register(fastify, op, async (request, reply) => {
    const app = fastify.ctx;
    const caller = resolveCaller(app, request, op.auth);
    const staff = await authorizeStaff(app, request, needed);
    const ctx = { ...contextOf(op, app, request, reply, caller), staff };
    return limitedRun(op, app, request, () => handler(ctx));
  });
}
