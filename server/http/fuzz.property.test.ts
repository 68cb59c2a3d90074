/**
 * Issue 9, deliverable 4: no request the contract accepts the shape of makes the server answer 5xx.
 * The operations come from OPERATIONS (shared/api/contract.ts), so a new endpoint is fuzzed without
 * touching this file. For each one, fast-check builds query, params, body (JSON) or a multipart card
 * form from the zod shapes of its request: most fields get a plausible value (an enum member, a real
 * id, a valid date, a string matching the field's pattern) so that requests reach the handler and
 * the database, and some get a hostile one: NUL and other control characters, lone surrogates,
 * emoji, Thai, very long strings, numbers as strings, dates such as 0000-01-01 and 9999-12-31,
 * nested junk. Member operations get a valid member token, partner operations the partner headers.
 *
 * Fixed seed, so a failure reproduces; the work is bounded by RUNS per operation (docs/testing.md),
 * and the property limit of test-timeouts.ts only stops a hang.
 */
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEST_TIMEOUTS } from '../../test-timeouts';
import { OPERATIONS, type Operation } from '../../shared/api/contract';
import { HEADERS } from '../../shared/api/headers';
import { thaiIdCheckDigit } from '../../shared/rules/thai-id';
import { memberWithSession, multipart, type TestMember } from '../testing/card-fixtures';
import { createCard } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/server';

const SEED = 20261122;
/** Requests per operation (about 46 operations: roughly 1,900 requests in all). */
const RUNS = 40;

let server: TestServer;
let clock = new Date('2026-11-22T03:00:00Z');
let member: TestMember;
/** Real ids of the member's own rows, so some requests find something and reach the deeper code. */
const ids = { card: '', benefit: '', person: '' };

const statuses = new Map<number, number>();
const perOperation = new Map<string, number>();
/** operationId → status → count, printed so a reader sees how deep each operation was reached. */
const perOperationStatus = new Map<string, Map<string, number>>();
const failures: string[] = [];

/** The member's self-added card and its benefit line, put back after a fuzzed DELETE removed them. */
async function ensureRows() {
  const db = server.app.ctx.db;
  const exists = async (table: 'cards' | 'coverage_benefits', id: string) =>
    id !== '' &&
    (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  if (!(await exists('cards', ids.card)))
    await createCard(db, {
      ...(ids.card ? { id: ids.card } : {}),
      partner_id: member.partnerId,
      insured_person_id: member.personId,
      owner_member_id: member.id,
      type: 'self_added',
      ins_code: null,
    }).then((card) => {
      ids.card = card.id;
    });
  if (!(await exists('coverage_benefits', ids.benefit)))
    await db
      .insertInto('coverage_benefits')
      .values({
        ...(ids.benefit ? { id: ids.benefit } : {}),
        card_id: ids.card,
        position: 0,
        benefit_th: 'ค่าห้อง',
        benefit_en: 'Room',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => {
        ids.benefit = row.id;
      });
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  member = await memberWithSession(server, server.app.ctx.partners.default.id);
  ids.card = '';
  ids.benefit = '';
  ids.person = member.personId;
  await ensureRows();
});

afterAll(async () => {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const histogram = [...statuses.entries()].sort(([a], [b]) => a - b);
  const fivexx = histogram.filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
  console.info(
    `fuzz: ${total} requests over ${perOperation.size} operations, ${fivexx} answered 5xx; statuses ${histogram
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  );
  const lines = [...perOperationStatus.entries()].map(
    ([id, m]) => `  ${id}: ${[...m.entries()].map(([st, n]) => `${st}×${n}`).join(' ')}`,
  );
  console.info(lines.join('\n'));
  await server?.close();
});

// --- Hostile values ---

const thaiId = (first12: string) => `${first12}${thaiIdCheckDigit(first12)}`;

const hostileStrings = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    'สมชาย\u0000',
    '\u0001\u0002\u001b[31m',
    '\u007f',
    '\u0085\u009f',
    'line\nbreak',
    'tab\there',
    '\r\n',
    '\ud800',
    'x\udc00y',
    '😀👍🏽🇹🇭',
    'ก่ำ๙',
    '\u200b\u202e\ufeff',
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '12.5',
    '99999999999999999999',
    '0000-01-01',
    '9999-12-31',
    '2026-02-30',
    '-0001-01-01',
    '1899-12-31',
    '2201-01-01',
    '1900-01-01',
    '2200-12-31',
    '2026-13-01',
    '0000-00-00',
    "'; DROP TABLE members; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'null',
    'true',
    '{"a":1}',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(5_000, 100_000).map((n) => 'ก'.repeat(n)),
  fc.constantFrom(300, 5_000).map((n) => `A\u0000${'9'.repeat(n)}`),
);

const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileStrings },
    {
      weight: 2,
      arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 99999999999, true, false, null),
    },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileStrings, tie('value'), { maxKeys: 3 }) },
  ),
})).value;

// --- Plausible values, from the zod shape of each field ---

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Known-good values for fields whose zod shape is only "a string", so a request gets past the rules. */
const GOOD_BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  insurer_id: fc.constantFrom('aia', 'other'),
  national_id: fc.constantFrom(thaiId('110170020345'), thaiId('310120012345')),
  mobile: fc.constantFrom('0812345678', '+66898765432'),
  username: fc.constantFrom('fuzzuser1', 'Member2026'),
  password: fc.constantFrom('Passw0rd1', 'Another9x'),
  password_confirmation: fc.constantFrom('Passw0rd1'),
  current_password: fc.constantFrom('Passw0rd1'),
  new_password: fc.constantFrom('Newpassw0rd'),
  new_password_confirmation: fc.constantFrom('Newpassw0rd'),
  name: fc.constantFrom('สมชาย', 'John'),
  surname: fc.constantFrom('ใจดี', 'Smith'),
  email: fc.constantFrom('a@example.com'),
  card_no: fc.constantFrom('AIA-1234'),
  insured_name: fc.constantFrom('สมชาย ใจดี'),
  benefit: fc.constantFrom('ค่าห้อง', 'Room'),
  hospital_code: fc.constantFrom('H001'),
  max_limit: fc.constantFrom('1000', ''),
  insurer_name: fc.constantFrom('บริษัท ประกันทดสอบ'),
  start_date: fc.constantFrom('2025-01-01'),
  expiry_date: fc.constantFrom('2026-12-31', '2030-06-30'),
};

const uuidValues = () =>
  fc.constantFrom(ids.card, ids.benefit, ids.person, '5b1f7e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b');

function plausible(schema: z.ZodType, name: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = () => plausible(def.innerType as z.ZodType, name);
  const good = GOOD_BY_NAME[name];
  if (good && def.type === 'string') return good;
  switch (def.type) {
    case 'optional':
      return fc.oneof({ weight: 3, arbitrary: inner() }, { weight: 1, arbitrary: fc.constant(undefined) });
    case 'nullable':
      return fc.oneof(inner(), fc.constant(null));
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner();
    case 'pipe':
      return plausible(def.in as z.ZodType, name);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.oneof(fc.integer({ min: 1, max: 5 }), fc.double({ min: -10, max: 10, noNaN: true }));
    case 'array':
      return fc.array(plausible(def.element as z.ZodType, name), { maxLength: 2 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => plausible(o, name)));
    case 'object':
      return objectOf(schema);
    case 'string': {
      if (def.format === 'uuid' || def.format === 'guid') return uuidValues();
      if (def.format === 'date') return fc.constantFrom('2025-01-01', '2026-12-31', '1990-05-17');
      const checks =
        (def.checks as { _zod: { def: { format?: string; pattern?: RegExp } } }[] | undefined) ?? [];
      const pattern = checks.map((c) => c._zod.def).find((d) => d.format === 'regex')?.pattern;
      // fast-check generates from a pattern without flags; without "i" the matches are a subset.
      if (pattern)
        return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[igmsuy]/g, '')));
      return fc.constantFrom('abc', 'ทดสอบ', 'A1');
    }
    default:
      return hostileJson;
  }
}

/** None, one or two fields changed: mostly one, so the hostile value is the only problem. */
const mutationsOf = <T>(mutation: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant([] as T[]) },
    { weight: 5, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 2 }) },
  );

/**
 * An object of the shape: every field plausible, then zero to two of them replaced by a hostile value
 * or dropped, and sometimes junk keys added. Changing only one or two fields is what lets a hostile
 * value get past the other checks and reach the database (a NUL in one field of an otherwise valid
 * card form, year 0000 in one date).
 */
function objectOf(schema: z.ZodType): fc.Arbitrary<Record<string, unknown>> {
  const shape = defOf(schema).shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const fields = Object.fromEntries(keys.map((key) => [key, plausible(shape[key]!, key)]));
  const mutation = fc.record({
    key: fc.constantFrom(...(keys.length > 0 ? keys : ['_'])),
    value: fc.oneof({ weight: 6, arbitrary: hostileJson }, { weight: 1, arbitrary: fc.constant(undefined) }),
  });
  return fc
    .tuple(
      fc.record(fields),
      mutationsOf(mutation),
      fc.oneof(
        { weight: 7, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.dictionary(hostileStrings, hostileJson, { maxKeys: 2 }) },
      ),
    )
    .map(([record, mutations, extra]) => {
      const merged: Record<string, unknown> = { ...extra, ...record };
      for (const { key, value } of mutations) merged[key] = value;
      return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
    });
}

/** The object schema under optional/pipe wrappers, if any. */
function objectSchema(schema: z.ZodType | undefined): z.ZodType | null {
  let s = schema;
  while (s) {
    const def = defOf(s);
    if (def.type === 'object') return s;
    s = (def.innerType ?? def.in) as z.ZodType | undefined;
  }
  return null;
}

const requestPart = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> => {
  const object = objectSchema(schema);
  if (!object) return fc.constant(undefined);
  return fc.oneof({ weight: 9, arbitrary: objectOf(object) }, { weight: 1, arbitrary: hostileJson });
};

// --- Turning values into a request ---

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
const pct = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function urlOf(op: Operation, params: unknown, query: unknown): string {
  const p = (params ?? {}) as Record<string, unknown>;
  const path = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => pct(asText(p[key]) || 'x'));
  if (!query || typeof query !== 'object' || Array.isArray(query)) return path;
  const qs = Object.entries(query)
    .map(([key, value]) => `${pct(key)}=${pct(asText(value))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

const pngChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** CRC-32 of PNG chunks (written out: it is ten lines and keeps the fixture self-contained). */
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A complete, decodable 1×1 PNG. */
function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x20, 0x80, 0xc0, 0xff]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const imageFile = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ bytes: tinyPng(), filename: 'card.png', type: 'image/png' }) },
  {
    weight: 1,
    arbitrary: fc.constant({
      bytes: Buffer.from('not an image\u0000'),
      filename: 'x.png',
      type: 'image/png',
    }),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

function multipartOf(schema: z.ZodType) {
  const shape = defOf(objectSchema(schema)!).shape as Record<string, z.ZodType>;
  const textFields: Record<string, fc.Arbitrary<unknown>> = {};
  const fileFields: Record<string, typeof imageFile> = {};
  for (const [key, s] of Object.entries(shape)) {
    let def = defOf(s);
    while (def.type === 'optional') def = defOf(def.innerType as z.ZodType);
    if (def.type === 'file') fileFields[key] = imageFile;
    else textFields[key] = plausible(s, key);
  }
  const keys = Object.keys(textFields);
  // A form of files only (a draft image) has no text field to mutate.
  const mutations = keys.length
    ? mutationsOf(fc.record({ key: fc.constantFrom(...keys), value: hostileJson }))
    : fc.constant([] as { key: string; value: unknown }[]);
  return fc.record({
    fields: fc.tuple(fc.record(textFields), mutations).map(([fields, mutations]) => {
      const out: Record<string, unknown> = { ...fields };
      for (const { key, value } of mutations) out[key] = value;
      return out;
    }),
    files: fc.record(fileFields),
  });
}

function headersFor(op: Operation, token: string): Record<string, string> {
  const partner = server.app.ctx.partners.default;
  const headers: Record<string, string> = {};
  if (op.auth.member) {
    headers.authorization = `Bearer ${token}`;
    headers[HEADERS.apiKey] = partner.partner.api_key;
  }
  if (op.auth.partnerHeaders) {
    headers[HEADERS.partnerId] = partner.id;
    headers[HEADERS.secretKey] = partner.partner.secret_key;
  }
  if (op.auth.registerToken) headers[HEADERS.registerToken] = 'fuzz-register-token';
  // Creates: a fresh Idempotency-Key per request, so every request runs (none replays another).
  if (op.idempotent) headers[HEADERS.idempotencyKey] = freshKey();
  return headers;
}

let keys = 0;
/** A new Idempotency-Key, the same sequence on every run. */
const freshKey = () => `fuzz-key-${String(++keys).padStart(8, '0')}`;

function record(op: Operation, status: number, what: string, body = '') {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  perOperation.set(op.operationId, (perOperation.get(op.operationId) ?? 0) + 1);
  const byStatus = perOperationStatus.get(op.operationId) ?? new Map<string, number>();
  const code = status >= 400 ? /"code":"([A-Z_]+)"/.exec(body)?.[1] : undefined;
  const key = code ? `${status} ${code}` : String(status);
  byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  perOperationStatus.set(op.operationId, byStatus);
  if (status >= 500) failures.push(`${op.operationId} ${status}: ${what}`);
}

async function send(op: Operation, parts: { params: unknown; query: unknown; body: unknown; form: unknown }) {
  // A fresh session per request: logout revokes its token, and the clock moves on (so per-minute
  // limits do not hide every handler after the first few requests).
  clock = new Date(clock.getTime() + 61_000);
  const { token } = await server.app.ctx.sessions.issue(member.id);
  const headers = headersFor(op, token);
  const url = urlOf(op, parts.params, parts.query);
  if (op.request.multipart) {
    const form = parts.form as { fields: Record<string, unknown>; files: Record<string, unknown> };
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(form.fields))
      if (value !== undefined) fields[key] = asText(value);
    const files = Object.fromEntries(
      Object.entries(form.files).filter(([, f]) => f !== undefined),
    ) as Parameters<typeof multipart>[1];
    const body = await multipart(fields, files);
    const res = await server.app.inject({
      method: op.method,
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    record(op, res.statusCode, `${url} ${JSON.stringify(fields)} → ${res.body.slice(0, 300)}`, res.body);
    return res.statusCode;
  }
  const hasBody = parts.body !== undefined && op.method !== 'GET';
  const res = await server.app.inject({
    method: op.method,
    url,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: JSON.stringify(parts.body) } : {}),
  });
  record(op, res.statusCode, `${url} ${JSON.stringify(parts.body)} → ${res.body.slice(0, 300)}`, res.body);
  if (op.method === 'DELETE' && res.statusCode < 300) await ensureRows();
  return res.statusCode;
}

describe("the reviewer's inputs are refused with a field error before they reach the database", () => {
  const issuesOf = (body: string) =>
    (JSON.parse(body) as { error: { code: string; details: { path: string; code: string }[] } }).error;

  it('a NUL in a JSON text field: 400 VALIDATION_FAILED, text_control_characters on that field', async () => {
    const res = await server.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: member.headers,
      payload: { name: 'สม\u0000ชาย', birth_date: '0000-01-01' },
    });
    expect(res.statusCode).toBe(400);
    const error = issuesOf(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.name', code: 'text_control_characters' }),
        expect.objectContaining({ path: 'body.birth_date', code: 'date_out_of_range' }),
      ]),
    );
  });

  it('a control character in a query string: 400 on that parameter', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v1/cards/${ids.card}/hospitals?q=a%00b`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res.body).details).toEqual([
      expect.objectContaining({ path: 'query.q', code: 'text_control_characters' }),
    ]);
  });

  it('the card form: NUL in a text field and year 0000 are field errors, not 500', async () => {
    const fields = {
      insurer_id: 'aia',
      card_no: 'AIA\u00001234',
      insured_name: 'สมชาย ใจดี',
      start_date: '0000-01-01',
      expiry_date: '2026-02-30',
    };
    const body = await multipart(fields, {
      front_image: { bytes: tinyPng(), filename: 'f.png', type: 'image/png' },
      back_image: { bytes: tinyPng(), filename: 'b.png', type: 'image/png' },
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/cards',
      headers: { ...member.headers, 'content-type': body.contentType, [HEADERS.idempotencyKey]: freshKey() },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    const error = issuesOf(res.body);
    expect(error.code).toBe('CARD_SAVE_FAILED');
    expect(error.details).toEqual([
      expect.objectContaining({ path: 'card_no', code: 'text_control_characters' }),
      expect.objectContaining({ path: 'start_date', code: 'date_out_of_range' }),
      expect.objectContaining({ path: 'expiry_date', code: 'date_invalid' }),
    ]);
  });
});

describe('fuzz: every JSON and multipart operation of the contract answers below 500', () => {
  it.each(OPERATIONS.map((op) => [op.operationId, op as Operation] as const))(
    '%s',
    async (_id, op) => {
      const arbitrary = fc.record({
        params: requestPart(op.request.params),
        query: requestPart(op.request.query),
        body: requestPart(op.request.body),
        form: op.request.multipart ? multipartOf(op.request.multipart) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (parts) => {
          const status = await send(op, parts);
          expect(status, failures.at(-1)).toBeLessThan(500);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    TEST_TIMEOUTS.propertyTestMs,
  );

  it('tried every operation of the contract, and none answered 5xx', () => {
    for (const op of OPERATIONS)
      expect(perOperation.get(op.operationId) ?? 0, op.operationId).toBeGreaterThanOrEqual(RUNS);
    expect(failures).toEqual([]);
  });
});
