/**
 * Issue 21, deliverable 7: a request may carry only the fields its contract names. An unknown key in
 * a JSON body (at the top or in a nested object) or an unknown part of a multipart form is refused
 * with 400 VALIDATION_FAILED whose details name it (body.status, body.fields.paid_amount, body.role),
 * never accepted and silently dropped: the OpenAPI document says additionalProperties: false, and the
 * server now does what it says.
 *
 * The operations come from OPERATIONS (shared/api/contract.ts), so a new endpoint is covered without
 * touching this file: every request body and form schema must be strict all the way down (checked on
 * the schemas and in the OpenAPI document), and each operation is called with a valid-looking request
 * plus an unknown field, with the credentials it needs (a member, the partner headers, a staff cookie
 * of a role that may call it), so the answer is the strictness and not the auth. An operation with a
 * sample below must answer exactly the one issue; one without (a new one) must at least name the key.
 *
 * Query strings stay lenient on purpose (parseRequest in server/http/route.ts says why): a query only
 * filters what is read, and URLs pick up cache-busting and tracking parameters (_=…, utm_*); the last
 * test pins that.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPERATIONS, type Operation } from '../../shared/api/contract';
import { HEADERS, headerKey } from '../../shared/api/headers';
import { StaffRoleSchema } from '../../shared/api/schemas/staff';
import { DEMO_STAFF, type StaffRecord, seedStaff } from '../db/seed-staff';
import { issuesOf, STAFF_COOKIE } from './route';
import {
  type FilePart,
  memberWithSession,
  multipart,
  pngBytes,
  type TestMember,
  validCardFields,
  validCardFiles,
} from '../testing/card-fixtures';
import { createCard, createFamilyMember } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/server';

const UNKNOWN = 'zz_unknown_field';
/** The keys a hostile tester tried: each is sent wherever the request does not itself take it. */
const NAMED = ['status', 'member_id', 'paid_amount', 'role'] as const;
const SOME_UUID = '6f1c2a4e-8d3b-4c7a-9e15-0b2d4f6a8c10';

// --- Valid-looking requests, one per operation with a body or a form ---

/** JSON bodies the contract accepts (checked below against the operation's schema). */
const BODIES: Record<string, Record<string, unknown>> = {
  login: { username: 'somchai01', password: 'Somchai2026' },
  register: {
    username: 'newuser01',
    password: 'Passw0rd99',
    password_confirmation: 'Passw0rd99',
    name: 'สมชาย',
    surname: 'ใจดี',
    mobile: '0812345678',
    birth_date: '1990-01-15',
    gender: 'male',
  },
  verifyRegisterOtp: { otp: '123456' },
  resendRegisterOtp: { lang: 'th' },
  recoverUsername: { mobile: '0812345678' },
  recoverPassword: { username: 'somchai01' },
  resendRecoveryOtp: { ref_no: 'K7QF' },
  verifyRecoveryOtp: { ref_no: 'K7QF', otp: '123456' },
  resetPassword: { reset_token: 'token', password: 'Passw0rd99', password_confirmation: 'Passw0rd99' },
  updateMe: { name: 'สมชาย', email: 'somchai@example.com' },
  changePassword: {
    current_password: 'Passw0rd1',
    new_password: 'Passw0rd99',
    new_password_confirmation: 'Passw0rd99',
  },
  requestDeleteOtp: { lang: 'th' },
  deleteAccount: { ref_no: 'K7QF', otp: '123456' },
  acceptConsent: { version: 1, channel: 'web' },
  ssoLogin: { token: 'header.payload.signature' },
  lineLogin: { id_token: 'line-id-token' },
  linkLine: { id_token: 'line-id-token' },
  postHome: { lang: 'en' },
  staffLogin: { email: 'editor@tpa.example', password: 'PreviewEditor2026' },
  createPartnerDraft: {
    id: SOME_UUID,
    partner_id: 'acme-health',
    title: 'Acme Health',
    from: { kind: 'brand_kit', ins_code: 'ACM', name: { th: 'แอคมี', en: 'Acme' }, colors: ['#0057B8'] },
  },
  updatePartnerDraft: { version: 1, content: { partner: {}, theme: {}, menu_tiles: {} }, summary: 'Colours' },
  createPreviewSession: { partner_id: 'default' },
  markAllNotificationsRead: { group: 'claim' },
  searchCards: { national_id: '1-1017-00203-45-1' },
  sendCardSearchOtp: { search_id: 'search', phone_choice: 'choice' },
  linkCards: { ref_no: 'K7QF', otp: '123456' },
  createBenefit: { benefit: 'ค่าห้อง', max_limit: '3000', room_price: '1500' },
  updateBenefit: { benefit: 'ค่าห้อง', max_limit: '4000' },
  useCard: { hospital_code: 'H0001' },
  endUseSession: { reason: 'done' },
  verifyUseQr: { qr_payload: 'payload' },
  attachClaimDocument: { upload_id: 'a'.repeat(32), kind: 'receipt' },
  saveEclaimDraft: {
    card_id: SOME_UUID,
    step: 'information',
    fields: { email: 'a@example.com', amount: '1200' },
  },
  attachEclaimUpload: { upload_id: 'b'.repeat(32), kind: 'medical_certificate' },
  submitEclaim: { draft_id: SOME_UUID, version: 3 },
  advanceClaim: { stage: 'under_review' },
  createStaffAccount: {
    id: SOME_UUID,
    email: 'new.staff@tpa.example',
    name: 'New Staff',
    role: 'viewer',
    partner_ids: ['siam-life'],
    password: 'A good long password',
  },
  updateStaffAccount: { name: 'Renamed', role: 'editor', partner_ids: null, disabled: false },
  issueTelemedCode: { provider_code: 't01', card_ids: [SOME_UUID], consent: true },
  verifyTelemedCode: { code: 'ABCD2345' },
  acceptTelemedCode: { code: 'ABCD2345' },
};

interface Form {
  fields: Record<string, string>;
  files: Record<string, FilePart>;
}
const png = (): FilePart => ({
  bytes: pngBytes({ width: 4, height: 4 }),
  filename: 'logo.png',
  type: 'image/png',
});
const cardForm = (): Form => ({ fields: validCardFields(), files: validCardFiles() });

/** Multipart forms with the parts the contract names. */
const FORMS: Record<string, () => Form> = {
  createCard: cardForm,
  updateCard: cardForm,
  createFamilyCard: cardForm,
  uploadPartnerDraftAsset: () => ({ fields: {}, files: { file: png() } }),
  importPartnerDraft: () => ({
    fields: { id: randomUUID(), title: 'Imported' },
    files: {
      archive: { bytes: new Uint8Array([0x50, 0x4b, 5, 6]), filename: 'p.zip', type: 'application/zip' },
    },
  }),
};

// --- Schema walking ---

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/nullable/default wrappers and pipes' input side. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const def = defOf(s);
    if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type)
    )
      s = def.innerType as z.ZodType;
    else if (def.type === 'pipe') s = def.in as z.ZodType;
    else return s;
  }
}

const isStrict = (object: z.ZodType) => {
  const catchall = defOf(object).catchall as z.ZodType | undefined;
  return catchall !== undefined && defOf(catchall).type === 'never';
};

/** Where a request schema has an object that lets unknown keys through ("body", "body.from" …). */
function looseObjects(schema: z.ZodType, path: string, out: string[] = [], seen = new Set<unknown>()) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, at = path) => looseObjects(child as z.ZodType, at, out, seen);
  switch (def.type) {
    case 'object':
      if (!isStrict(schema)) out.push(path);
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>))
        walk(child, `${path}.${key}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      walk(def.innerType);
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'lazy':
      walk((def.getter as () => z.ZodType)());
      break;
    // Records (a draft's partner.json …) take any key by design; scalars and files have none.
  }
  return out;
}

const topKeys = (schema: z.ZodType): string[] => {
  const object = unwrap(schema);
  return defOf(object).type === 'object' ? Object.keys(defOf(object).shape as object) : [];
};

/** The nested objects of a sample whose schema is an object: where an unknown key can hide deeper. */
function nestedObjects(schema: z.ZodType, sample: unknown, path: string[] = []): string[][] {
  const object = unwrap(schema);
  if (defOf(object).type !== 'object' || !sample || typeof sample !== 'object') return [];
  const shape = defOf(object).shape as Record<string, z.ZodType>;
  const out: string[][] = [];
  for (const [key, value] of Object.entries(sample)) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !shape[key]) continue;
    let child = unwrap(shape[key]);
    if (defOf(child).type === 'union')
      child =
        (defOf(child).options as z.ZodType[]).map(unwrap).find((o) => o.safeParse(value).success) ?? child;
    if (defOf(child).type !== 'object') continue;
    out.push([...path, key], ...nestedObjects(child, value, [...path, key]));
  }
  return out;
}

function withKeyAt(sample: Record<string, unknown>, at: string[], key: string, value: unknown) {
  const copy = structuredClone(sample);
  let node: Record<string, unknown> = copy;
  for (const step of at) node = node[step] as Record<string, unknown>;
  node[key] = value;
  return copy;
}

// --- The cases, from the contract ---

interface Case {
  op: Operation;
  /** Where the unknown key goes (below the body), and the key. */
  at: string[];
  key: string;
  /** A form part sent as a file rather than a text. */
  asFile?: boolean;
  /** Built from a sample: the unknown key must be the only issue. */
  exact: boolean;
}

const ops = OPERATIONS as readonly Operation[];
const bodyOps = ops.filter((op) => op.request.body);
const formOps = ops.filter((op) => op.request.multipart);

function casesOf(op: Operation): Case[] {
  const schema = (op.request.body ?? op.request.multipart)!;
  const known = new Set(topKeys(schema));
  const names = [UNKNOWN, ...NAMED].filter((name) => !known.has(name));
  if (op.request.multipart) {
    const exact = Boolean(FORMS[op.operationId]);
    return [
      ...names.map((key) => ({ op, at: [], key, exact })),
      { op, at: [], key: 'zz_unknown_file', asFile: true, exact },
    ];
  }
  const sample = BODIES[op.operationId];
  const top = names.map((key) => ({ op, at: [], key, exact: Boolean(sample) }));
  const nested = sample
    ? nestedObjects(schema, sample).map((at) => ({ op, at, key: UNKNOWN, exact: true }))
    : [];
  return [...top, ...nested];
}

const CASES = [...bodyOps, ...formOps].flatMap(casesOf);

// --- The server, a member, staff ---

let server: TestServer;
let member: TestMember;
const ids = { card: '', benefit: '', person: '', draft: '' };
/** Staff session cookies, one per role; an operation uses the first one its auth lets through. */
let staffCookies: string[] = [];
const staffCookieFor = new Map<string, string>();

const db = () => server.app.ctx.db;

async function staffCookie(email: string, password: string): Promise<string | null> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email, password },
  });
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  return cookie ? `${STAFF_COOKIE}=${cookie.value}` : null;
}

beforeAll(async () => {
  server = await startTestServer();
  member = await memberWithSession(server, 'default');
  ids.person = member.personId;
  const card = await createCard(db(), {
    partner_id: 'default',
    insured_person_id: member.personId,
    owner_member_id: member.id,
    type: 'self_added',
    ins_code: null,
  });
  ids.card = card.id;
  const benefit = await server.app.inject({
    method: 'POST',
    url: `/api/v1/cards/${card.id}/benefits`,
    headers: { ...member.headers, [headerKey(HEADERS.idempotencyKey)]: randomUUID() },
    payload: { benefit: 'ค่าห้อง', room_price: '1500' },
  });
  expect(benefit.statusCode, benefit.body).toBe(200);
  ids.benefit = benefit.json().data.id;
  // A family member the member may see, for the family card form.
  const spouse = await createFamilyMember(db(), 'default', member.id, 'spouse', {
    name: 'มาลี',
    surname: 'ใจดี',
  });
  ids.person = spouse.id;

  // The demo staff, and one account of every role, so each staff operation has someone allowed to call it.
  const roles = StaffRoleSchema.options as readonly string[];
  const extra = roles
    .filter((role) => !DEMO_STAFF.some((s) => s.role === role))
    .map((role, i) => ({
      id: `S${90 + i}`,
      email: `unknown-fields-${role.replace(/[^a-z]/g, '')}@tpa.example`,
      name: `Unknown fields ${role}`,
      role,
      password: 'UnknownFields2026!',
    }));
  await seedStaff(db(), [...DEMO_STAFF, ...(extra as unknown as StaffRecord[])]);
  const cookies = await Promise.all([...DEMO_STAFF, ...extra].map((s) => staffCookie(s.email, s.password)));
  staffCookies = cookies.filter((c): c is string => c !== null);
  expect(staffCookies.length).toBeGreaterThan(0);

  // A real draft, for the operations on one.
  for (const cookie of staffCookies) {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/staff/drafts',
      headers: { cookie },
      payload: { ...BODIES.createPartnerDraft, id: randomUUID(), partner_id: 'unknown-fields' },
    });
    if (created.statusCode !== 200) continue;
    ids.draft = created.json().data.id;
    break;
  }
});
afterAll(() => server?.close());

/** Path parameters that pass the operation's params schema (real rows where a handler looks first). */
function urlOf(op: Operation): string {
  const values: Record<string, string> = {};
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value =
      name === 'id' && op.path.startsWith('/api/staff/drafts') && ids.draft
        ? ids.draft
        : ({
            id: ids.card,
            benefitId: ids.benefit,
            personId: ids.person,
            partner_id: 'default',
            type: 'terms',
            code: 't01',
            name: 'logo.png',
            ins_code: 'TPA',
          }[name] ?? SOME_UUID);
    values[name] = value;
    return encodeURIComponent(value);
  });
  if (op.request.params) {
    const check = op.request.params.safeParse(values);
    if (!check.success) throw new Error(`${op.operationId}: give the test a valid value for ${path}`);
  }
  return path;
}

function headersOf(op: Operation): Record<string, string> {
  const partner = server.app.ctx.partners.default;
  const headers: Record<string, string> = {};
  if (op.auth.member) Object.assign(headers, member.headers);
  if (op.auth.partnerHeaders) {
    headers[headerKey(HEADERS.partnerId)] = partner.id;
    headers[headerKey(HEADERS.secretKey)] = partner.partner.secret_key;
  }
  if (op.auth.registerToken) headers[headerKey(HEADERS.registerToken)] = 'unknown-fields-register-token';
  if (op.idempotent) headers[headerKey(HEADERS.idempotencyKey)] = randomUUID();
  return headers;
}

type Payload = { json: unknown } | { form: Form };

async function inject(op: Operation, payload: Payload, cookie?: string) {
  const headers = { ...headersOf(op), ...(cookie ? { cookie } : {}) };
  if ('form' in payload) {
    const body = await multipart(payload.form.fields, payload.form.files);
    return server.app.inject({
      method: op.method,
      url: urlOf(op),
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  return server.app.inject({
    method: op.method,
    url: urlOf(op),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload.json),
  });
}

/** Sends with the credentials the operation needs: for staff, the first role its auth lets through. */
async function send(op: Operation, payload: Payload) {
  if (!op.auth.staff) return inject(op, payload);
  const known = staffCookieFor.get(op.operationId);
  if (known) return inject(op, payload, known);
  let last: Awaited<ReturnType<typeof inject>> | null = null;
  for (const cookie of staffCookies) {
    last = await inject(op, payload, cookie);
    if (last.statusCode !== 401 && last.statusCode !== 403) {
      staffCookieFor.set(op.operationId, cookie);
      return last;
    }
  }
  throw new Error(`${op.operationId}: no staff role may call it (last answer ${last?.body})`);
}

function payloadOf(c: Case): Payload {
  const value =
    c.key === 'role' ? 'admin' : c.key === 'member_id' ? SOME_UUID : c.key === 'paid_amount' ? 99999 : 'x';
  if (c.op.request.multipart) {
    const form = FORMS[c.op.operationId]?.() ?? { fields: {}, files: {} };
    if (c.asFile)
      form.files[c.key] = {
        bytes: new Uint8Array([1, 2, 3]),
        filename: 'x.bin',
        type: 'application/octet-stream',
      };
    else form.fields[c.key] = String(value);
    return { form };
  }
  return { json: withKeyAt(BODIES[c.op.operationId] ?? {}, c.at, c.key, value) };
}

type Details = { path: string; code: string; message: string }[];
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; details: Details } }).error;

// --- The tests ---

describe('every request body and form of the contract is strict', () => {
  it('has no object that lets unknown keys through, nested ones included (queries aside)', () => {
    const loose = [...bodyOps, ...formOps].flatMap((op) =>
      looseObjects((op.request.body ?? op.request.multipart)!, 'body').map(
        (at) => `${op.operationId}: ${at}`,
      ),
    );
    expect(loose).toEqual([]);
  });

  it('keeps what the OpenAPI document says: additionalProperties false, also for what clients send', async () => {
    const doc = (await server.app.inject({ url: '/api/docs' })).json();
    const open: string[] = [];
    for (const op of [...bodyOps, ...formOps]) {
      const schema = (op.request.body ?? op.request.multipart)!;
      const content = doc.paths[op.path][op.method.toLowerCase()].requestBody.content;
      const ref = (content['application/json'] ?? content['multipart/form-data']).schema.$ref as string;
      const component = doc.components.schemas[ref.replace('#/components/schemas/', '')];
      if (component.additionalProperties !== false) open.push(`${op.operationId}: the document`);
      // The document is drawn as the server answers (zod's output side, where a plain z.object() also
      // says additionalProperties: false); the input side says what a request may carry.
      const input = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      const walk = (node: unknown, at: string): void => {
        if (!node || typeof node !== 'object') return;
        const object = node as Record<string, unknown>;
        if (object.properties && object.additionalProperties !== false) open.push(`${op.operationId}: ${at}`);
        for (const [key, value] of Object.entries(object)) walk(value, `${at}/${key}`);
      };
      walk(input, '#');
    }
    expect(open).toEqual([]);
  });

  it('has samples the contract accepts as they are', () => {
    for (const op of bodyOps) {
      const sample = BODIES[op.operationId];
      if (!sample) continue;
      const check = op.request.body!.safeParse(sample);
      expect(check.success, `${op.operationId}: ${JSON.stringify(check.error?.issues)}`).toBe(true);
    }
    for (const op of formOps) {
      const form = FORMS[op.operationId]?.();
      if (!form) continue;
      const keys = topKeys(op.request.multipart!);
      expect(
        [...Object.keys(form.fields), ...Object.keys(form.files)].filter((k) => !keys.includes(k)),
      ).toEqual([]);
    }
  });

  it.each(
    CASES.map(
      (c) => [`${c.op.operationId} ${[...c.at, c.key].join('.')}${c.asFile ? ' (file)' : ''}`, c] as const,
    ),
  )('%s: 400 VALIDATION_FAILED naming the field', async (_name, c) => {
    const response = await send(c.op, payloadOf(c));
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    const issue = {
      path: ['body', ...c.at, c.key].join('.'),
      code: c.asFile ? expect.stringMatching(/^(unrecognized_keys|invalid_type)$/) : 'unrecognized_keys',
      message: expect.stringContaining(c.key),
    };
    if (c.exact) expect(error.details).toEqual([issue]);
    else expect(error.details).toEqual(expect.arrayContaining([issue]));
  });

  it('covers every operation with a body or a form', () => {
    const covered = new Set(CASES.map((c) => c.op.operationId));
    expect([...bodyOps, ...formOps].filter((op) => !covered.has(op.operationId))).toEqual([]);
    // How much: printed so a reader sees the size of the net.
    console.info(
      `unknown fields: ${covered.size} operations × ${CASES.length} cases (${CASES.filter((c) => !c.exact).length} without a sample)`,
    );
  });
});

describe("the hostile tester's requests", () => {
  const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'PUT',
      url,
      headers: { ...member.headers, ...headers },
      payload: payload as object,
    });

  it('e-Claim draft: status at the top and paid_amount in fields are refused, and nothing is saved', async () => {
    const top = await put('/api/v1/eclaim/draft', { step: 'information', status: 'approved' });
    expect(top.statusCode).toBe(400);
    expect(errorOf(top).details).toEqual([
      expect.objectContaining({ path: 'body.status', code: 'unrecognized_keys' }),
    ]);

    const nested = await put('/api/v1/eclaim/draft', { fields: { amount: '1200', paid_amount: 1200 } });
    expect(nested.statusCode).toBe(400);
    expect(errorOf(nested).details).toEqual([
      expect.objectContaining({ path: 'body.fields.paid_amount', code: 'unrecognized_keys' }),
    ]);

    const both = await put('/api/v1/eclaim/draft', {
      card_id: ids.card,
      member_id: SOME_UUID,
      fields: { paid_amount: 1, status: 'paid' },
    });
    expect(errorOf(both).details.map((d) => d.path)).toEqual([
      'body.fields.paid_amount',
      'body.fields.status',
      'body.member_id',
    ]);

    const draft = await server.app.inject({
      method: 'GET',
      url: '/api/v1/eclaim/draft',
      headers: member.headers,
    });
    expect(draft.json().data).toBeNull();
  });

  it('benefit create and update: member_id is refused, the line stays as it was', async () => {
    const url = `/api/v1/cards/${ids.card}/benefits`;
    const created = await server.app.inject({
      method: 'POST',
      url,
      headers: { ...member.headers, [headerKey(HEADERS.idempotencyKey)]: randomUUID() },
      payload: { benefit: 'ค่าผ่าตัด', surgery_fee: '50000', member_id: SOME_UUID },
    });
    expect(created.statusCode).toBe(400);
    expect(errorOf(created).details).toEqual([
      expect.objectContaining({ path: 'body.member_id', code: 'unrecognized_keys' }),
    ]);

    const updated = await put(`${url}/${ids.benefit}`, { benefit: 'ค่าห้องพิเศษ', member_id: SOME_UUID });
    expect(updated.statusCode).toBe(400);
    expect(errorOf(updated).details).toEqual([
      expect.objectContaining({ path: 'body.member_id', code: 'unrecognized_keys' }),
    ]);

    const detail = await server.app.inject({
      method: 'GET',
      url: `/api/v1/cards/${ids.card}`,
      headers: member.headers,
    });
    expect(detail.json().data.benefits.map((b: { benefit: { en: string } }) => b.benefit.en)).toEqual([
      'ค่าห้อง',
    ]);
  });

  it('card form: a role part is refused by name, and no card is made', async () => {
    const before = await db()
      .selectFrom('cards')
      .select('id')
      .where('owner_member_id', '=', member.id)
      .execute();
    const body = await multipart({ ...validCardFields(), role: 'admin' }, validCardFiles());
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/cards',
      headers: {
        ...member.headers,
        'content-type': body.contentType,
        [headerKey(HEADERS.idempotencyKey)]: randomUUID(),
      },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'body.role', code: 'unrecognized_keys' })],
    });
    const after = await db()
      .selectFrom('cards')
      .select('id')
      .where('owner_member_id', '=', member.id)
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it('__proto__ and constructor as keys: a 400, never 200 or 5xx', async () => {
    for (const raw of [
      '{"step":"information","__proto__":{"status":"approved"}}',
      '{"fields":{"amount":"1","__proto__":{"paid_amount":1}}}',
      '{"fields":{"constructor":{"prototype":{"paid_amount":1}}}}',
    ]) {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/eclaim/draft',
        headers: { ...member.headers, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(response.statusCode, raw).toBe(400);
      expect(errorOf(response).code, raw).toBe('VALIDATION_FAILED');
    }
    const plainConstructor = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/eclaim/draft',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"constructor":"x"}',
    });
    expect(plainConstructor.statusCode).toBe(400);
    expect(errorOf(plainConstructor).details).toEqual([
      expect.objectContaining({ path: 'body.constructor' }),
    ]);

    // JSON.parse makes "__proto__" an own key (an object literal would set the prototype instead).
    const hostile = { ...validCardFields(), ...JSON.parse('{"__proto__":"x","constructor":"y"}') };
    const body = await multipart(hostile, validCardFiles());
    const form = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/cards/${ids.card}`,
      headers: { ...member.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(form.statusCode).toBe(400);
    // @fastify/multipart refuses such a part before its name reaches us: a 400 of the parser.
    expect(errorOf(form)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body', code: 'unrecognized_keys', message: expect.stringContaining('__proto__') }],
    });
  });

  it('one FieldIssue per unknown key, each with its full path', () => {
    const schema = z.strictObject({ a: z.string(), fields: z.strictObject({ b: z.number().optional() }) });
    const result = schema.safeParse({ a: 'x', y: 1, z: 2, fields: { c: 3 } });
    expect(issuesOf('body', result.error!)).toEqual([
      {
        path: 'body.fields.c',
        code: 'unrecognized_keys',
        message: 'Unknown field "c": this request does not take it.',
      },
      {
        path: 'body.y',
        code: 'unrecognized_keys',
        message: 'Unknown field "y": this request does not take it.',
      },
      {
        path: 'body.z',
        code: 'unrecognized_keys',
        message: 'Unknown field "z": this request does not take it.',
      },
    ]);
  });

  it('query strings stay lenient: cache-busting and tracking parameters do not break a read', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/claims?status=in_process&utm_source=line&_=1767225600000',
      headers: member.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
