/**
 * Issue 27, deliverables 2 and 3: the TPA's core claims system. A receiver (a real local HTTP server)
 * verifies every Standard Webhooks signature and de-duplicates by webhook-id, while the delivery is
 * disturbed on purpose: a 500, a time-out, a worker that dies after the receiver's 2xx (its database
 * writes fail from that moment, as when a process is killed), then a new app instance on the same
 * database takes over. It must see every event exactly once (0 lost, 0 duplicates processed), and a
 * second endpoint that always fails must end in the dead letter after WEBHOOK_MAX_ATTEMPTS. The core
 * system then drives the claim to paid through the service API (idempotent replays, an illegal move
 * refused with its code), and the member sees each step. Runs on PGlite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, headerKey } from '../../../shared/api/headers';
import { CLAIM_EVENT_SCHEMAS, SERVICE_KEY_HEADER } from '../../../shared/api/schemas/service-claims';
import { createHospital, memberWithCard, type TestMember } from '../../testing/card-fixtures';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { withIdempotencyKey } from '../../testing/idempotency';
import { startTestServer, type TestServer } from '../../testing/server';
import { uploadFile } from '../../testing/tus';
import { claimSubmitted } from '../claims/claim-events';
import { issueServiceKey } from '../service/service';
import { DocumentLinks } from './document-links';
import { WebhookWorker } from './webhook-worker';
import { addWebhookEndpoint, webhookWorkerOf } from './webhooks';

const FIXTURES = join(__dirname, '../../../e2e/fixtures');
const RECEIPT_PDF = readFileSync(join(FIXTURES, 'claim-receipt.pdf'));
const CERTIFICATE_JPG = readFileSync(join(FIXTURES, 'claim-certificate.jpg'));
const BANK_BOOK_PNG = readFileSync(join(FIXTURES, 'claim-bank-book.png'));
const CLAIMS = 6;
const MAX_ATTEMPTS = 3;
const ENV = { WEBHOOK_TIMEOUT_MS: '500', WEBHOOK_MAX_ATTEMPTS: String(MAX_ATTEMPTS) };
const quiet = { warn() {} };

// --- The receiver: the core system's side, as docs/integration.md shows it ---
interface Receiver {
  url: string;
  deadUrl: string;
  /** Every webhook-id processed, in order; a second delivery of one is counted and not processed. */
  processed: { id: string; type: string; body: Record<string, unknown> }[];
  posts: number;
  deadPosts: number;
  duplicates: number;
  badSignatures: number;
  /** Called before answering the n-th POST (1-based) to the main endpoint: its answer, or 'hang'. */
  fault: (n: number) => number | 'hang';
  close(): Promise<void>;
}

async function startReceiver(secret: string): Promise<Receiver> {
  const hook = new Webhook(secret);
  const seen = new Set<string>();
  const hanging: ServerResponse[] = [];
  const r = {
    processed: [],
    posts: 0,
    deadPosts: 0,
    duplicates: 0,
    badSignatures: 0,
    fault: () => 200,
  } as unknown as Receiver;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.url === '/dead') {
        r.deadPosts += 1;
        res.writeHead(503).end();
        return;
      }
      r.posts += 1;
      const fault = r.fault(r.posts);
      if (fault === 'hang') {
        hanging.push(res);
        return;
      }
      let event: { type: string };
      try {
        event = hook.verify(body, req.headers as Record<string, string>) as { type: string };
      } catch {
        r.badSignatures += 1;
        res.writeHead(400).end();
        return;
      }
      const id = req.headers['webhook-id'] as string;
      if (fault >= 200 && fault < 300) {
        // De-duplicate by webhook-id: the work is done once, the answer is 2xx every time.
        if (seen.has(id)) r.duplicates += 1;
        else {
          seen.add(id);
          r.processed.push({ id, type: event.type, body: event as Record<string, unknown> });
        }
      }
      res.writeHead(fault).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  r.url = `http://127.0.0.1:${port}/hooks`;
  r.deadUrl = `http://127.0.0.1:${port}/dead`;
  r.close = async () => {
    for (const res of hanging) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return r;
}

// --- Servers on one database: A, then B after A "dies" ---
const clock = { now: new Date('2026-03-10T03:00:00Z') };
let database: TestDatabase;
let current: TestServer;
const server = {
  get app() {
    return current.app;
  },
  get database() {
    return database;
  },
  close: () => current.close(),
} as TestServer;
const start = () => startTestServer({ database, now: () => clock.now, env: ENV });
let receiver: Receiver;
let serviceKey: string;

beforeAll(async () => {
  database = await createTestDatabase();
  current = await start();
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await current?.close();
  await database?.destroy();
});

const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

async function call(member: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  return server.app.inject({
    method,
    url,
    headers: withIdempotencyKey(member.headers, method),
    ...(body ? { payload: body } : {}),
  });
}

async function attach(member: TestMember, bytes: Buffer, filename: string, type: string, kind: string) {
  const uploadId = await uploadFile(server, member, bytes, filename, type);
  const res = await call(member, 'POST', '/api/v1/eclaim/draft/attachments', { upload_id: uploadId, kind });
  expect(res.statusCode).toBe(200);
}

/** A member submits an e-Claim through the member API. */
async function submitClaim(hospitalCode: string, amount: string) {
  const { me, card } = await memberWithCard(server, 'default', {
    start_date: '2026-01-01',
    expiry_date: '2026-12-31',
  });
  const saved = await call(me, 'PUT', '/api/v1/eclaim/draft', {
    card_id: card.id,
    fields: {
      email: 'somying@example.com',
      claim_type: 'sick',
      benefit_type: 'opd',
      admit_type: 'opd',
      admit_date: '2026-03-02',
      symptom_code: 'influenza',
      provider_code: hospitalCode,
      amount,
      for_insured: true,
    },
  });
  expect(saved.statusCode).toBe(200);
  await attach(me, RECEIPT_PDF, 'receipt.pdf', 'application/pdf', 'receipt');
  await attach(me, CERTIFICATE_JPG, 'cert.jpg', 'image/jpeg', 'medical_certificate');
  const draft = (await call(me, 'GET', '/api/v1/eclaim/draft')).json().data;
  const res = await call(me, 'POST', '/api/v1/eclaim/submit', { draft_id: draft.id, version: draft.version });
  expect(res.statusCode).toBe(200);
  return { me, claim: res.json().data.claim as { id: string; claim_no: string } };
}

const serviceEvent = (claim: string, body: object, key = serviceKey) =>
  server.app.inject({
    method: 'POST',
    url: `/api/service/v1/claims/${claim}/events`,
    headers: { [SERVICE_KEY_HEADER]: key },
    payload: body,
  });

const pending = async () =>
  Number(
    (
      await database.db
        .selectFrom('webhook_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('delivered_at', 'is', null)
        .where('dead_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('claim events to the core system and status changes back', () => {
  let first: Awaited<ReturnType<typeof submitClaim>>;
  let second: Awaited<ReturnType<typeof submitClaim>>;

  it('writes an event for each submit, document and answer, in the transaction of the change', async () => {
    const db = server.app.ctx.db;
    const secret = (await addWebhookEndpoint(db, { partnerId: 'default', url: 'http://127.0.0.1:1/' }))
      .secret;
    // The endpoint's real address is known once the receiver listens.
    receiver = await startReceiver(secret);
    await db.updateTable('webhook_endpoints').set({ url: receiver.url }).execute();
    await addWebhookEndpoint(db, { partnerId: 'default', url: receiver.deadUrl });
    serviceKey = (await issueServiceKey(db, 'default', 'core-claims')).key;

    const hospital = await createHospital(db, [{ ins_code: 'TPA', level: 'all' }]);
    first = await submitClaim(hospital.code, '1450');
    second = await submitClaim(hospital.code, '900');
    for (let i = 2; i < CLAIMS; i++) await submitClaim(hospital.code, String(500 + i));

    // The core system starts the review of the first claim and asks for the bank book.
    expect(
      (await serviceEvent(first.claim.id, { event_id: 'core-0001', type: 'review_started' })).statusCode,
    ).toBe(200);
    const asked = await serviceEvent(first.claim.claim_no, {
      event_id: 'core-0002',
      type: 'documents_requested',
      request_kind: 'bank_book',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.claim.stage).toBe('documents_requested');

    // The member answers with the bank book, into the same claim.
    const uploadId = await uploadFile(server, first.me, BANK_BOOK_PNG, 'bank.png', 'image/png');
    const answered = await call(first.me, 'POST', `/api/v1/claims/${first.claim.id}/documents`, {
      upload_id: uploadId,
      kind: 'bank_book',
    });
    expect(answered.statusCode).toBe(200);

    const events = await db.selectFrom('webhook_events').select(['msg_id', 'type']).distinct().execute();
    const byType = (t: string) => events.filter((e) => e.type === t).length;
    expect(byType('claim.submitted')).toBe(CLAIMS);
    expect(byType('claim.member_answered')).toBe(1);
    expect(byType('claim.document_added')).toBe(1);
    // One row per endpoint.
    expect(await pending()).toBe(2 * events.length);
  }, 120_000);

  it('delivers every event exactly once despite a 500, a time-out and a worker dying mid-batch', async () => {
    const total = Number(
      (
        await database.db
          .selectFrom('webhook_events')
          .select((eb) => eb.fn.count('msg_id').distinct().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // Faults at the main endpoint: 1st POST 500, 2nd never answered (time-out), 4th answered 2xx and
    // then the worker "dies": every database write of worker A fails from then on.
    let crashed = false;
    receiver.fault = (n) => {
      if (n === 1) return 500;
      if (n === 2) return 'hang';
      if (n === 4) crashed = true;
      if (n === 6) return 503;
      return 200;
    };
    const crash: KyselyPlugin = {
      transformQuery(args) {
        if (crashed) throw new Error('worker A is gone');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const workerA = new WebhookWorker({
      db: server.app.ctx.backgroundDb.withPlugin(crash),
      links: new DocumentLinks(server.app.ctx.config.delivery.outboxKey, 'http://localhost', 3600),
      maxAttempts: MAX_ATTEMPTS,
      timeoutMs: 500,
      log: quiet,
      batchSize: 8,
    });
    await expect(workerA.runOnce(clock.now)).rejects.toThrow('worker A is gone');
    const seenBeforeCrash = receiver.processed.length;
    expect(seenBeforeCrash).toBe(2);

    // A new app instance on the same database; A is closed.
    await current.close();
    current = await start();
    const worker = webhookWorkerOf(server.app.ctx, server.app.log);
    let runs = 0;
    while ((await pending()) > 0 && runs < 30) {
      await worker.runOnce(clock.now);
      runs += 1;
      advance(3 * 60_000);
    }
    expect(await pending()).toBe(0);

    const rows = await database.db
      .selectFrom('webhook_events as w')
      .innerJoin('webhook_endpoints as e', 'e.id', 'w.endpoint_id')
      .selectAll('w')
      .select('e.url')
      .execute();
    const mainRows = rows.filter((r) => r.url === receiver.url);
    const deadRows = rows.filter((r) => r.url === receiver.deadUrl);
    const lost = total - receiver.processed.length;
    const ids = receiver.processed.map((p) => p.id);
    const figures = {
      events: total,
      posts_to_receiver: receiver.posts,
      attempts_recorded: mainRows.reduce((a, r) => a + r.attempts, 0),
      retries: receiver.posts - total,
      duplicates_seen_and_suppressed: receiver.duplicates,
      duplicates_processed: ids.length - new Set(ids).size,
      lost,
      bad_signatures: receiver.badSignatures,
      dead_endpoint_posts: receiver.deadPosts,
      dead_lettered: deadRows.filter((r) => r.dead_at !== null).length,
    };
    console.log(`webhook delivery figures: ${JSON.stringify(figures)}`);
    expect(figures.lost).toBe(0);
    expect(figures.duplicates_processed).toBe(0);
    expect(new Set(ids)).toEqual(new Set(mainRows.map((r) => r.msg_id)));
    // The event worker A sent just before dying came again with its webhook-id, and was suppressed.
    expect(figures.duplicates_seen_and_suppressed).toBe(1);
    expect(figures.bad_signatures).toBe(0);
    expect(mainRows.every((r) => r.delivered_at !== null && r.dead_at === null)).toBe(true);
    // The failing endpoint: every event tried MAX_ATTEMPTS times, then the dead letter.
    expect(deadRows.every((r) => r.dead_at !== null && r.attempts === MAX_ATTEMPTS)).toBe(true);
    expect(figures.dead_endpoint_posts).toBe(total * MAX_ATTEMPTS);
    expect(mainRows.filter((r) => r.last_error !== null).length).toBe(0);

    // Payloads: as the contract says, with the documents' expiring links and no personal data.
    for (const p of receiver.processed) {
      const schema = CLAIM_EVENT_SCHEMAS[p.type as keyof typeof CLAIM_EVENT_SCHEMAS];
      expect(schema.safeParse(p.body).success, JSON.stringify(schema.safeParse(p.body).error)).toBe(true);
      expect(JSON.stringify(p.body)).not.toContain('somying@example.com');
    }
    const answer = receiver.processed.find((p) => p.type === 'claim.member_answered')!;
    const data = answer.body.data as { document: { url: string; kind: string }; requests: unknown[] };
    expect(data.document.kind).toBe('bank_book');
    expect(data.requests).toHaveLength(1);
  }, 120_000);

  it('never sends one event twice from three replicas working at the same time', async () => {
    const db = database.db;
    await db
      .updateTable('webhook_endpoints')
      .set({ enabled: false })
      .where('url', '=', receiver.deadUrl)
      .execute();
    const claims = await db.selectFrom('claims').select('id').execute();
    for (let round = 0; round < 3; round++) for (const c of claims) await claimSubmitted(db, c.id, clock.now);
    const fresh = await pending();
    expect(fresh).toBe(3 * CLAIMS);
    const before = {
      processed: receiver.processed.length,
      posts: receiver.posts,
      duplicates: receiver.duplicates,
    };
    receiver.fault = () => 200;
    const replicas = [0, 1, 2].map(
      () =>
        new WebhookWorker({
          db: server.app.ctx.backgroundDb,
          links: new DocumentLinks(server.app.ctx.config.delivery.outboxKey, 'http://localhost', 3600),
          maxAttempts: MAX_ATTEMPTS,
          timeoutMs: 2000,
          log: quiet,
          batchSize: 5,
        }),
    );
    while ((await pending()) > 0) await Promise.all(replicas.map((w) => w.runOnce(clock.now)));
    const figures = {
      events: fresh,
      posts: receiver.posts - before.posts,
      processed: receiver.processed.length - before.processed,
      duplicates: receiver.duplicates - before.duplicates,
    };
    console.log(`three replicas at once: ${JSON.stringify(figures)}`);
    expect(figures).toEqual({ events: fresh, posts: fresh, processed: fresh, duplicates: 0 });
  }, 60_000);

  it('serves a document through its signed link until it expires, and never a changed one', async () => {
    const submitted = receiver.processed.find((p) => p.type === 'claim.submitted')!;
    const doc = (submitted.body.data as { documents: { url: string; mime: string }[] }).documents[0]!;
    const path = new URL(doc.url).pathname + new URL(doc.url).search;
    const ok = await server.app.inject({ method: 'GET', url: path });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe(doc.mime);
    const forged = await server.app.inject({
      method: 'GET',
      url: path.replace(/expires=\d+/, 'expires=9999999999'),
    });
    expect(forged.statusCode).toBe(404);
    // Signed at the last run; a day later (WEBHOOK_LINK_TTL_SECONDS) it no longer works.
    advance(25 * 3600_000);
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it("moves a claim to paid through the service API alone: idempotent, with the officers' rules", async () => {
    expect(
      (await serviceEvent(first.claim.id, { event_id: 'core-0001', type: 'review_started' })).headers[
        'idempotent-replayed'
      ],
    ).toBe('true');
    expect(
      (await serviceEvent(first.claim.id, { event_id: 'core-0003', type: 'review_started' })).statusCode,
    ).toBe(200);
    const approved = await serviceEvent(first.claim.id, {
      event_id: 'core-0004',
      type: 'approved',
      approved_amount: 1200,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.claim.stage).toBe('partly_approved');
    const replay = await serviceEvent(first.claim.id, {
      event_id: 'core-0004',
      type: 'approved',
      approved_amount: 1200,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[headerKey(HEADERS.idempotentReplayed)]).toBe('true');
    expect(replay.json()).toEqual(approved.json());
    const mismatch = await serviceEvent(first.claim.id, { event_id: 'core-0004', type: 'rejected' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.code).toBe('SERVICE_EVENT_MISMATCH');
    const paid = await serviceEvent(first.claim.id, {
      event_id: 'core-0005',
      type: 'paid',
      paid_amount: 1200,
      payment_reference: 'TRF-20260310-0001',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.claim).toMatchObject({ stage: 'paid', status: 'approved' });

    // An illegal move: the second claim was never reviewed. Refused with its code, and again on replay.
    const illegal = await serviceEvent(second.claim.id, {
      event_id: 'core-0100',
      type: 'paid',
      payment_reference: 'TRF-X',
    });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().error.code).toBe('CLAIM_STAGE_NOT_ALLOWED');
    const illegalAgain = await serviceEvent(second.claim.id, {
      event_id: 'core-0100',
      type: 'paid',
      payment_reference: 'TRF-X',
    });
    expect(illegalAgain.statusCode).toBe(409);
    expect(illegalAgain.json().error.code).toBe('CLAIM_STAGE_NOT_ALLOWED');

    const badKey = await serviceEvent(
      second.claim.id,
      { event_id: 'core-0101', type: 'review_started' },
      'svc_nope',
    );
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json().error.code).toBe('SERVICE_KEY_INVALID');

    // The member sees each step; the audit trail names the integration.
    // The clock moved a day and more: the member signs in again.
    const { token } = await server.app.ctx.sessions.issue(first.me.id);
    const member = { ...first.me, headers: { ...first.me.headers, authorization: `Bearer ${token}` } };
    const seen = (await call(member, 'GET', `/api/v1/claims/${first.claim.id}`)).json().data;
    expect(seen.stage).toBe('paid');
    const stages = seen.timeline.map((h: { stage: string }) => h.stage);
    expect(stages).toEqual(
      expect.arrayContaining(['under_review', 'documents_requested', 'partly_approved', 'paid']),
    );
    const notes = await database.db
      .selectFrom('notifications')
      .select('claim_id')
      .where('claim_id', '=', first.claim.id)
      .execute();
    expect(notes.length).toBeGreaterThanOrEqual(6);
    const audit = await database.db
      .selectFrom('staff_audit')
      .select(['staff_email', 'role', 'target'])
      .where('target', '=', first.claim.claim_no)
      .execute();
    // review_started, documents_requested, review_started, approved, paid
    expect(audit.length).toBe(5);
    expect(audit.every((a) => a.staff_email === 'integration:core-claims' && a.role === 'integration')).toBe(
      true,
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes both directions: the service API as a path, the events as webhooks with signature headers', async () => {
    const doc = (await server.app.inject({ url: '/api/docs' })).json();
    expect(doc.paths['/api/service/v1/claims/{id}/events'].post.operationId).toBe('postServiceClaimEvent');
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      'claim.document_added',
      'claim.member_answered',
      'claim.submitted',
    ]);
    for (const hook of Object.values(doc.webhooks) as { post: Record<string, unknown> }[]) {
      const names = (hook.post.parameters as { name: string }[]).map((p) => p.name);
      expect(names).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      const ref = (hook.post.requestBody as { content: Record<string, { schema: { $ref: string } }> })
        .content['application/json']!.schema.$ref;
      expect(doc.components.schemas[ref.split('/').pop()!]).toBeDefined();
    }
  });
});
