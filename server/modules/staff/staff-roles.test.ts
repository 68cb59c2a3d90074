/**
 * Staff roles and partner scope (issue 21; docs/decisions/067-staff-roles-and-audit.md): every staff
 * operation of the contract (and the two binary staff routes) × the five roles × three partner scopes
 * (every partner; the target partner only; another partner only), against a literal matrix below, so a
 * changed cell of the role table, a forgotten scope check or a new staff operation without a row fails
 * here. The same answers are scanned for the live partners' secret_key and api_key: only an admin's
 * export may carry them.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../shared/api/contract';
import { STAFF_ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../../shared/api/staff-roles';
import { hashPassword } from '../accounts/password';
import { multipart, pngBytes } from '../../testing/card-fixtures';
import { startTestServer, type TestServer } from '../../testing/server';
import { staffCookie } from '../../testing/staff';
import { folderFiles } from '../../testing/zips';

const TARGET = 'siam-life';
const OTHER = 'krungsiam-bank';
const SCOPES = { all: null, target: [TARGET], other: [OTHER] } as const;
type ScopeName = keyof typeof SCOPES;

/**
 * The matrix: which roles may call each operation (initials: V viewer, E editor, P publisher, C claims
 * officer, A admin), and what a caller whose scope lacks the target partner gets: 'n/a' (no partner
 * involved), 'hidden' (200 without the target's records), 404 (a record of the partner), 403
 * (STAFF_PARTNER_OUT_OF_SCOPE: the partner is named).
 */
const MATRIX: Record<string, { roles: string; outside: 'n/a' | 'hidden' | 404 | 403 }> = {
  staffLogout: { roles: 'VEPCA', outside: 'n/a' },
  getStaffMe: { roles: 'VEPCA', outside: 'n/a' },
  listStaffPartners: { roles: 'VEPCA', outside: 'hidden' },
  getStaffPartnerConfig: { roles: 'VEPCA', outside: 403 },
  getStaffPartnerExamples: { roles: 'VEPCA', outside: 403 },
  createPreviewSession: { roles: 'VEPCA', outside: 403 },
  listPartnerDrafts: { roles: 'VEP-A', outside: 'hidden' },
  getPartnerDraft: { roles: 'VEP-A', outside: 404 },
  getPartnerDraftHistory: { roles: 'VEP-A', outside: 404 },
  getPartnerDraftAsset: { roles: 'VEP-A', outside: 404 },
  createPartnerDraft: { roles: '-E--A', outside: 403 },
  updatePartnerDraft: { roles: '-E--A', outside: 404 },
  uploadPartnerDraftAsset: { roles: '-E--A', outside: 404 },
  importPartnerDraft: { roles: '-E--A', outside: 403 },
  exportPartnerDraft: { roles: '-E--A', outside: 404 },
  setPartnerDraftArchived: { roles: '-E--A', outside: 404 },
  revertPartnerDraft: { roles: '-E--A', outside: 404 },
  advanceClaim: { roles: '---CA', outside: 404 },
  listStaffClaims: { roles: '---CA', outside: 403 },
  getStaffClaim: { roles: '---CA', outside: 404 },
  listStaffClaimReasons: { roles: '---CA', outside: 'n/a' },
  getStaffClaimDocument: { roles: '---CA', outside: 404 },
  listStaffAccounts: { roles: '----A', outside: 'hidden' },
  createStaffAccount: { roles: '----A', outside: 403 },
  updateStaffAccount: { roles: '----A', outside: 404 },
  listStaffAudit: { roles: '----A', outside: 403 },
  publishDraft: { roles: '--P--', outside: 404 },
  listPartnerVersions: { roles: 'VEP-A', outside: 403 },
  restorePartnerVersion: { roles: '--P--', outside: 403 },
  getPartnerDrift: { roles: 'VEP-A', outside: 'hidden' },
  exportPartnerVersion: { roles: 'VEP-A', outside: 403 },
};
const INITIAL: Record<StaffRole, string> = {
  viewer: 'V',
  editor: 'E',
  publisher: 'P',
  claims_officer: 'C',
  admin: 'A',
};

let server: TestServer;
let draftId: string;
let claimId: string;
let managedId: string;
let partnerZip: Uint8Array;
const secrets: string[] = [];
const cookies = new Map<string, string>();
const PASSWORD = 'MatrixStaffPassword2026';

const signIn = (email: string, password = PASSWORD) => staffCookie(server, email, password);

const emailOf = (role: StaffRole, scope: ScopeName) => `${role.replace('_', '-')}.${scope}@matrix.example`;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const db = server.app.ctx.db;
  const hash = await hashPassword(PASSWORD);
  for (const role of STAFF_ROLES)
    for (const [scope, ids] of Object.entries(SCOPES)) {
      await db
        .insertInto('staff_accounts')
        .values({
          email: emailOf(role, scope as ScopeName),
          name: `${role} ${scope}`,
          role,
          partner_ids: ids === null ? null : [...ids],
          password_hash: hash,
        })
        .execute();
      cookies.set(`${role}/${scope}`, await signIn(emailOf(role, scope as ScopeName)));
    }
  const managed = await db
    .insertInto('staff_accounts')
    .values({
      email: 'managed@matrix.example',
      name: 'Managed',
      role: 'viewer',
      partner_ids: [TARGET],
      password_hash: hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  managedId = managed.id;
  const admin = cookies.get('admin/all')!;
  const draft = await server.app.inject({
    method: 'POST',
    url: '/api/staff/drafts',
    headers: { cookie: admin },
    payload: {
      id: randomUUID(),
      partner_id: TARGET,
      title: 'Matrix',
      from: { kind: 'partner', partner_id: TARGET },
    },
  });
  expect(draft.statusCode, draft.body).toBe(200);
  draftId = draft.json().data.id;
  const claim = await db
    .selectFrom('claims')
    .select('id')
    .where('partner_id', '=', TARGET)
    .orderBy('claim_no')
    .executeTakeFirstOrThrow();
  claimId = claim.id;
  await db
    .updateTable('claims')
    .set({ stage: 'under_review', status: 'in_process', approved_amount: null, paid_amount: null })
    .where('id', '=', claimId)
    .execute();
  partnerZip = zipSync(folderFiles(join(process.cwd(), 'partners', TARGET)));
  for (const p of server.app.ctx.partners.all)
    if (p.id !== 'default') secrets.push(p.partner.secret_key, p.partner.api_key);
});
afterAll(() => server.close());

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  contentType?: string;
}

let n = 0;
/** A request per operation that is valid for a caller who may make it (fresh ids each time). */
const REQUESTS: Record<string, (cookie: string) => Promise<Request>> = {
  staffLogout: async () => ({ method: 'DELETE', url: '/api/staff/session' }),
  getStaffMe: async () => ({ method: 'GET', url: '/api/staff/me' }),
  listStaffPartners: async () => ({ method: 'GET', url: '/api/staff/partners' }),
  getStaffPartnerConfig: async () => ({ method: 'GET', url: `/api/staff/partners/${TARGET}/config` }),
  getStaffPartnerExamples: async () => ({ method: 'GET', url: `/api/staff/partners/${TARGET}/examples` }),
  createPreviewSession: async () => ({
    method: 'POST',
    url: '/api/staff/preview-sessions',
    payload: { partner_id: TARGET },
  }),
  listPartnerDrafts: async () => ({ method: 'GET', url: '/api/staff/drafts' }),
  getPartnerDraft: async () => ({ method: 'GET', url: `/api/staff/drafts/${draftId}` }),
  getPartnerDraftHistory: async () => ({ method: 'GET', url: `/api/staff/drafts/${draftId}/history` }),
  getPartnerDraftAsset: async () => {
    const asset = await server.app.ctx.db
      .selectFrom('partner_draft_assets')
      .select('name')
      .where('draft_id', '=', draftId)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    return { method: 'GET', url: `/api/staff/drafts/${draftId}/assets/${asset.name}` };
  },
  createPartnerDraft: async () => ({
    method: 'POST',
    url: '/api/staff/drafts',
    payload: {
      id: randomUUID(),
      partner_id: TARGET,
      title: `Matrix ${++n}`,
      from: { kind: 'partner', partner_id: TARGET },
    },
  }),
  updatePartnerDraft: async () => {
    const row = await server.app.ctx.db
      .selectFrom('partner_drafts')
      .select(['version', 'content'])
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    const content = row.content as { partner: Record<string, unknown> };
    return {
      method: 'PUT',
      url: `/api/staff/drafts/${draftId}`,
      payload: { version: row.version, content, summary: `Matrix save ${++n}` },
    };
  },
  uploadPartnerDraftAsset: async () => {
    const form = await multipart(
      {},
      { file: { bytes: pngBytes({ width: 20, height: 20 }), filename: 'm.png', type: 'image/png' } },
    );
    return {
      method: 'PUT',
      url: `/api/staff/drafts/${draftId}/assets/matrix-${++n}.png`,
      payload: form.payload,
      contentType: form.contentType,
    };
  },
  // Restoring a draft that is not archived changes nothing: the other writes of the matrix go on.
  setPartnerDraftArchived: async () => ({
    method: 'PUT',
    url: `/api/staff/drafts/${draftId}/archived`,
    payload: { archived: false },
  }),
  revertPartnerDraft: async () => {
    const row = await server.app.ctx.db
      .selectFrom('partner_drafts')
      .select(['version'])
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    return {
      method: 'POST',
      url: `/api/staff/drafts/${draftId}/revert`,
      payload: { version: row.version, to_version: 1 },
    };
  },
  importPartnerDraft: async () => {
    const form = await multipart(
      { id: randomUUID(), title: `Import ${++n}` },
      { archive: { bytes: partnerZip, filename: 'siam-life.zip', type: 'application/zip' } },
    );
    return {
      method: 'POST',
      url: '/api/staff/drafts/import',
      payload: form.payload,
      contentType: form.contentType,
    };
  },
  exportPartnerDraft: async () => ({ method: 'GET', url: `/api/staff/drafts/${draftId}/export` }),
  advanceClaim: async () => {
    const row = await server.app.ctx.db
      .selectFrom('claims')
      .select('stage')
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    const stage = row.stage === 'under_review' ? 'documents_requested' : 'under_review';
    return { method: 'POST', url: `/api/staff/claims/${claimId}/stage`, payload: { stage } };
  },
  listStaffClaims: async () => ({ method: 'GET', url: `/api/staff/claims?partner_id=${TARGET}` }),
  getStaffClaim: async () => ({ method: 'GET', url: `/api/staff/claims/${claimId}` }),
  listStaffClaimReasons: async () => ({ method: 'GET', url: '/api/staff/claim-reasons' }),
  getStaffClaimDocument: async () => {
    const db = server.app.ctx.db;
    let doc = await db
      .selectFrom('claim_attachments')
      .select('id')
      .where('claim_id', '=', claimId)
      .executeTakeFirst();
    if (!doc) {
      const blob = await server.app.ctx.blobs.put(Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
      doc = await db
        .insertInto('claim_attachments')
        .values({
          claim_id: claimId,
          kind: 'receipt',
          filename: 'r.pdf',
          size: blob.size,
          mime: 'application/pdf',
          blob_sha256: blob.sha256,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    return { method: 'GET', url: `/api/staff/claims/${claimId}/documents/${doc.id}/content` };
  },
  listStaffAccounts: async () => ({ method: 'GET', url: '/api/staff/accounts' }),
  createStaffAccount: async () => ({
    method: 'POST',
    url: '/api/staff/accounts',
    payload: {
      id: randomUUID(),
      email: `new-${++n}@matrix.example`,
      name: 'New person',
      role: 'viewer',
      partner_ids: [TARGET],
      password: PASSWORD,
    },
  }),
  updateStaffAccount: async () => ({
    method: 'PATCH',
    url: `/api/staff/accounts/${managedId}`,
    payload: { name: `Managed ${++n}` },
  }),
  listStaffAudit: async () => ({ method: 'GET', url: `/api/staff/audit?partner_id=${TARGET}` }),
  // The draft was started by an admin: a publisher is not its author (four eyes). Publishing the
  // current version again answers the version it made.
  publishDraft: async () => {
    const row = await server.app.ctx.db
      .selectFrom('partner_drafts')
      .select('version')
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    return { method: 'POST', url: `/api/staff/drafts/${draftId}/publish`, payload: { version: row.version } };
  },
  listPartnerVersions: async () => ({ method: 'GET', url: `/api/staff/partners/${TARGET}/versions` }),
  restorePartnerVersion: async () => ({
    method: 'POST',
    url: `/api/staff/partners/${TARGET}/versions/1/restore`,
  }),
  getPartnerDrift: async () => ({ method: 'GET', url: '/api/staff/partner-drift' }),
  exportPartnerVersion: async () => ({
    method: 'GET',
    url: `/api/staff/partners/${TARGET}/versions/1/export`,
  }),
};

async function send(request: Request, cookie: string) {
  return server.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

/** Whether a 200 answer shows the target partner's records (for the 'hidden' cells). */
function showsTarget(operation: string, body: string): boolean {
  if (operation === 'listStaffAccounts') return body.includes('managed@matrix.example');
  if (operation === 'listPartnerDrafts') return body.includes(draftId);
  return body.includes(`"${TARGET}"`);
}

describe('staff roles × partner scope', () => {
  it('has a row for every staff operation of the contract and every binary staff route', () => {
    const contract = OPERATIONS.filter((op) => op.auth.staff).map((op) => op.operationId);
    const binary = [
      'getPartnerDraftAsset',
      'exportPartnerDraft',
      'exportPartnerVersion',
      'getStaffClaimDocument',
    ];
    expect(Object.keys(MATRIX).sort()).toEqual([...contract, ...binary].sort());
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('answers every cell as the matrix says, and no answer but an admin export carries a live partner key', async () => {
    const seen: string[] = [];
    let cells = 0;
    for (const [operation, expected] of Object.entries(MATRIX)) {
      // Without a session: 401 whatever the operation.
      const anonymous = await send(await REQUESTS[operation]!(''), '');
      expect(anonymous.statusCode, `${operation} without a session`).toBe(401);
      for (const role of STAFF_ROLES) {
        const allowed = expected.roles.includes(INITIAL[role]);
        for (const scope of Object.keys(SCOPES) as ScopeName[]) {
          cells++;
          const cell = `${operation} as ${role} serving ${scope}`;
          // Sign-out ends the session it is sent with: a session of its own.
          const cookie =
            operation === 'staffLogout'
              ? await signIn(emailOf(role, scope))
              : cookies.get(`${role}/${scope}`)!;
          const res = await send(await REQUESTS[operation]!(cookie), cookie);
          if (!allowed) {
            expect(res.statusCode, `${cell}: ${res.body}`).toBe(403);
            expect(res.json().error.code, cell).toBe('STAFF_FORBIDDEN');
            continue;
          }
          const outside = scope === 'other' && expected.outside !== 'n/a';
          if (!outside || expected.outside === 'hidden') {
            expect(res.statusCode, `${cell}: ${res.body.slice(0, 300)}`).toBe(200);
            if (outside) expect(showsTarget(operation, res.body), `${cell} shows ${TARGET}`).toBe(false);
            else if (expected.outside === 'hidden')
              expect(showsTarget(operation, res.body), `${cell} lists ${TARGET}`).toBe(true);
          } else {
            expect(res.statusCode, `${cell}: ${res.body.slice(0, 300)}`).toBe(expected.outside);
            if (expected.outside === 403)
              expect(res.json().error.code, cell).toBe('STAFF_PARTNER_OUT_OF_SCOPE');
          }
          // A zip is read inside: its files are deflated.
          const text = String(res.headers['content-type']).startsWith('application/zip')
            ? Object.values(unzipSync(new Uint8Array(res.rawPayload)))
                .map((f) => Buffer.from(f).toString('latin1'))
                .join('\n')
            : res.rawPayload.toString('latin1');
          const carriesSecret = secrets.some((secret) => text.includes(secret));
          if (carriesSecret) seen.push(cell);
        }
      }
    }
    expect(cells).toBe(Object.keys(MATRIX).length * STAFF_ROLES.length * 3);
    // The only answers with a live partner's keys: an admin's export of that partner's draft or version.
    expect(seen.sort()).toEqual([
      'exportPartnerDraft as admin serving all',
      'exportPartnerDraft as admin serving target',
      'exportPartnerVersion as admin serving all',
      'exportPartnerVersion as admin serving target',
    ]);
  });

  it('keeps the role table equal to the matrix (the previewer and the server read that table)', () => {
    const needs: Record<string, string> = {
      getPartnerDraftAsset: 'drafts.read',
      exportPartnerDraft: 'drafts.write',
      exportPartnerVersion: 'drafts.read',
      getStaffClaimDocument: 'claims.move',
      ...Object.fromEntries(
        OPERATIONS.filter((op) => op.auth.staff).map((op) => [op.operationId, op.auth.staff!]),
      ),
    };
    for (const [operation, expected] of Object.entries(MATRIX)) {
      const roles = STAFF_ROLES.map((role) =>
        (STAFF_ROLE_PERMISSIONS[role] as readonly string[]).includes(needs[operation]!) ? INITIAL[role] : '-',
      ).join('');
      expect(roles, operation).toBe(expected.roles);
    }
  });
});

describe('the audit trail', () => {
  it('has one row per staff write, with who, role, partner, before → after and the request id', async () => {
    const db = server.app.ctx.db;
    const before = await db
      .selectFrom('staff_audit')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const cookie = cookies.get('editor/target')!;
    const request = await REQUESTS.updatePartnerDraft!(cookie);
    const res = await send(request, cookie);
    expect(res.statusCode).toBe(200);
    const rows = await db.selectFrom('staff_audit').selectAll().orderBy('id', 'desc').limit(1).execute();
    const after = await db
      .selectFrom('staff_audit')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n - before.n).toBe(1);
    expect(rows[0]).toMatchObject({
      staff_email: emailOf('editor', 'target'),
      role: 'editor',
      partner_id: TARGET,
      operation: 'draft.save',
      target: draftId,
    });
    expect(rows[0]!.request_id).not.toBe('');
    expect(rows[0]!.before).toMatchObject({ version: (request.payload as { version: number }).version });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const db = server.app.ctx.db;
    const count = async () =>
      (
        await db
          .selectFrom('staff_audit')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const n0 = await count();
    expect(n0).toBeGreaterThan(0);
    await expect(db.updateTable('staff_audit').set({ reason: 'rewritten' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('staff_audit').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate staff_audit`.execute(db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(n0);
    expect(
      (await db.selectFrom('staff_audit').select('reason').where('reason', '=', 'rewritten').execute())
        .length,
    ).toBe(0);
  });

  it('is read by admins, filtered by partner, person and time, paged, within their scope', async () => {
    const admin = cookies.get('admin/all')!;
    const get = (query: string, cookie = admin) =>
      server.app.inject({ method: 'GET', url: `/api/staff/audit${query}`, headers: { cookie } });
    const all = (await get('?limit=100')).json().data;
    expect(all.entries.length).toBeGreaterThan(5);
    const ids = all.entries.map((e: { id: string }) => Number(e.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const editorId = (
      await server.app.ctx.db
        .selectFrom('staff_accounts')
        .select('id')
        .where('email', '=', emailOf('editor', 'all'))
        .executeTakeFirstOrThrow()
    ).id;
    const byEditor = (await get(`?staff_id=${editorId}`)).json().data.entries;
    expect(byEditor.length).toBeGreaterThan(0);
    expect(byEditor.every((e: { staff_id: string }) => e.staff_id === editorId)).toBe(true);
    const other = (await get(`?partner_id=${OTHER}`)).json().data.entries;
    expect(other.every((e: { partner_id: string }) => e.partner_id === OTHER)).toBe(true);
    const future = (
      await get(`?from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`)
    ).json().data;
    expect(future.entries).toEqual([]);
    // Paging: two pages of 2 are the first four entries.
    const page1 = (await get('?limit=2')).json().data;
    const page2 = (await get(`?limit=2&before=${page1.next_before}`)).json().data;
    expect([...page1.entries, ...page2.entries].map((e: { id: string }) => e.id)).toEqual(
      all.entries.slice(0, 4).map((e: { id: string }) => e.id),
    );
    // A scoped admin sees only their partners' entries.
    const scoped = (await get('?limit=100', cookies.get('admin/other')!)).json().data.entries;
    expect(scoped.every((e: { partner_id: string }) => e.partner_id === OTHER)).toBe(true);
  });
});

describe('staff accounts', () => {
  const admin = () => cookies.get('admin/all')!;
  const create = (body: object, cookie = admin()) =>
    server.app.inject({ method: 'POST', url: '/api/staff/accounts', headers: { cookie }, payload: body });
  const update = (id: string, body: object, cookie = admin()) =>
    server.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${id}`,
      headers: { cookie },
      payload: body,
    });

  it('creates an account once per id, refuses a taken e-mail, and signs it in with its role and scope', async () => {
    const body = {
      id: randomUUID(),
      email: 'Claims.New@Matrix.example',
      name: 'Claims New',
      role: 'claims_officer',
      partner_ids: [OTHER],
      password: 'AnotherGoodPassword1',
    };
    const first = await create(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      email: 'claims.new@matrix.example',
      role: 'claims_officer',
      partner_ids: [OTHER],
    });
    expect(JSON.stringify(first.json())).not.toContain('AnotherGoodPassword1');
    expect((await create(body)).json().data.id).toBe(first.json().data.id);
    const taken = await create({ ...body, id: randomUUID() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('STAFF_EMAIL_TAKEN');
    const cookie = await signIn('claims.new@matrix.example', 'AnotherGoodPassword1');
    const me = (await server.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })).json()
      .data;
    expect(me).toMatchObject({
      role: 'claims_officer',
      partner_ids: [OTHER],
      permissions: ['session', 'partners.read', 'claims.move'],
    });
  });

  it('keeps a scoped admin within their partners, and no admin can change their own role or scope', async () => {
    const scopedAdmin = cookies.get('admin/other')!;
    const wider = await create(
      {
        id: randomUUID(),
        email: 'wide@matrix.example',
        name: 'Wide',
        role: 'viewer',
        partner_ids: null,
        password: PASSWORD,
      },
      scopedAdmin,
    );
    expect(wider.statusCode).toBe(403);
    expect(wider.json().error).toMatchObject({
      code: 'STAFF_PARTNER_OUT_OF_SCOPE',
      details: { partner_id: '*' },
    });
    const self = (
      await server.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: admin() } })
    ).json().data;
    for (const body of [{ role: 'viewer' }, { partner_ids: [TARGET] }, { disabled: true }]) {
      const res = await update(self.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('STAFF_SELF_CHANGE');
    }
    expect((await update(self.id, { name: 'Renamed admin' })).statusCode).toBe(200);
  });

  it('applies a new role at the next request and ends every session on a disable or a new password', async () => {
    const id = randomUUID();
    await create({
      id,
      email: 'moved@matrix.example',
      name: 'Moved',
      role: 'editor',
      partner_ids: [TARGET],
      password: PASSWORD,
    });
    const cookie = await signIn('moved@matrix.example');
    const drafts = () => server.app.inject({ method: 'GET', url: '/api/staff/drafts', headers: { cookie } });
    expect((await drafts()).statusCode).toBe(200);
    expect((await update(id, { role: 'claims_officer' })).statusCode).toBe(200);
    expect((await drafts()).statusCode).toBe(403);
    expect((await update(id, { password: 'A new password 2026' })).statusCode).toBe(200);
    expect((await drafts()).statusCode).toBe(401);
    const again = await signIn('moved@matrix.example', 'A new password 2026');
    expect((await update(id, { disabled: true })).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: again } }))
        .statusCode,
    ).toBe(401);
    const rows = await server.app.ctx.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target', '=', 'moved@matrix.example')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.operation)).toEqual([
      'staff.create',
      'staff.update',
      'staff.update',
      'staff.update',
    ]);
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ role: 'editor' }),
      after: expect.objectContaining({ role: 'claims_officer' }),
    });
    expect(JSON.stringify(rows)).not.toContain('A new password 2026');
    expect(rows[2]!.after).toMatchObject({ password_changed: true });
  });
});
