/**
 * Test helpers for the card endpoints: members with sessions in two partners, real image files (a
 * JPEG made with sharp, a PNG written byte by byte, so a test knows what is in them and the upload
 * pipeline can decode them), multipart bodies, hospitals.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/types';
import { forgetHospitalCounts } from '../modules/hospitals/hospital-search';
import type { TestServer } from './server';
import { createCard, createInsuredPerson, createMember } from './fixtures';
import { HEADERS, headerKey } from '../../shared/api/headers';
import { withIdempotencyKey } from './idempotency';

export interface TestMember {
  id: string;
  partnerId: string;
  personId: string;
  token: string;
  headers: Record<string, string>;
  mobile: string;
}

/** A member of `partnerId` with their own insured person and a session, and the headers to call as them. */
export async function memberWithSession(server: TestServer, partnerId: string): Promise<TestMember> {
  const db = server.app.ctx.db;
  const member = await createMember(db, partnerId);
  const person = await createInsuredPerson(db, partnerId, {
    member_id: member.id,
    name: member.name,
    surname: member.surname,
    phones: [member.mobile!],
  });
  const { token } = await server.app.ctx.sessions.issue(member.id);
  const apiKey = server.app.ctx.partners.byId(partnerId)!.partner.api_key;
  return {
    id: member.id,
    partnerId,
    personId: person.id,
    token,
    mobile: member.mobile!,
    headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey },
  };
}

/**
 * A member of `partnerId` with a session and a card of their own insured person (`card` overrides
 * the fixture card's columns).
 */
export async function memberWithCard(
  server: TestServer,
  partnerId: string,
  card: Partial<Insertable<Database['cards']>> = {},
) {
  const me = await memberWithSession(server, partnerId);
  return {
    me,
    card: await createCard(server.app.ctx.db, {
      partner_id: partnerId,
      insured_person_id: me.personId,
      ...card,
    }),
  };
}

/** A call to the API as `member` (or anonymously with null), with a fresh Idempotency-Key on a POST. */
export function callAs(
  server: TestServer,
  member: TestMember | null,
  method: string,
  url: string,
  body?: unknown,
) {
  return server.app.inject({
    method: method as 'GET',
    url,
    headers: withIdempotencyKey(member?.headers ?? {}, method),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];

export const EXIF_MARKER = Buffer.from('Exif\0\0', 'latin1');
/** Text the fixture JPEG's EXIF carries (camera make), to find it in stored bytes. */
export const EXIF_MAKE = 'WlTestPhone';

/**
 * Real, decodable images made once with sharp (the upload pipeline re-encodes, so a fixture must
 * decode): a 640×400 JPEG with and without EXIF (camera make and GPS position of Bangkok).
 */
const plainJpeg = sharp({ create: { width: 640, height: 400, channels: 3, background: '#1e5aa0' } });
const JPEG_WITHOUT_EXIF = new Uint8Array(await plainJpeg.clone().jpeg().toBuffer());
const JPEG_WITH_EXIF = new Uint8Array(
  await plainJpeg
    .clone()
    .jpeg()
    .withExif({
      IFD0: { Make: EXIF_MAKE },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 22/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 6/1',
      },
    })
    .toBuffer(),
);

/**
 * A 640×400 JPEG (EXIF with GPS unless `exif: false`), padded with comment segments placed after
 * the APPn segments to exactly `totalBytes` when given: it still decodes, and the pixels are the same.
 */
export function jpegBytes(options: { totalBytes?: number; exif?: boolean } = {}): Uint8Array {
  const base = options.exif === false ? JPEG_WITHOUT_EXIF : JPEG_WITH_EXIF;
  const fill = (options.totalBytes ?? base.length) - base.length;
  if (fill === 0 || options.totalBytes === undefined) return base.slice();
  if (fill < 4) throw new Error(`cannot pad a JPEG by ${fill} bytes`);
  // After SOI and the APPn segments (EXIF must stay first).
  let at = 2;
  while (base[at] === 0xff && base[at + 1]! >= 0xe0 && base[at + 1]! <= 0xef)
    at += 2 + ((base[at + 2]! << 8) | base[at + 3]!);
  const out = new Uint8Array(base.length + fill);
  out.set(base.subarray(0, at), 0);
  let o = at;
  let left = fill;
  while (left > 0) {
    // A segment is 4 bytes of marker and length plus at most 65,533 of data; never leave < 4.
    let data = Math.min(left - 4, 65_533);
    if (left - 4 - data > 0 && left - 4 - data < 4) data -= 4;
    out.set([0xff, 0xfe, ...u16(data + 2)], o);
    out.fill(0x20, o + 4, o + 4 + data);
    o += 4 + data;
    left -= 4 + data;
  }
  out.set(base.subarray(at), o);
  return out;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeBytes = Buffer.from(type, 'latin1');
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeBytes.copy(out, 4);
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(Buffer.concat([typeBytes, Buffer.from(data)])), 8 + data.length);
  return out;
}

/** Above this many pixels pngBytes() writes only the header (a real image would take seconds). */
const PNG_REAL_PIXELS_MAX = 4_000_000;

/**
 * A real RGBA PNG of `width`×`height` (a colour gradient) with an eXIf and a tEXt chunk before the
 * pixels. Zero or more than 4 megapixels: the header declares the size but the pixel data is a stub
 * (for the checks that refuse by the header alone).
 */
export function pngBytes(options: { width?: number; height?: number } = {}) {
  const { width = 300, height = 200 } = options;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  let idat: Uint8Array = Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]);
  if (width > 0 && height > 0 && width * height <= PNG_REAL_PIXELS_MAX) {
    const row = 1 + width * 4;
    const raw = Buffer.alloc(row * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        raw.set([(x * 255) / width, (y * 255) / height, 128, 255], y * row + 1 + x * 4);
    idat = deflateSync(raw);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('eXIf', Buffer.from('MM\0*\0\0\0\x08', 'latin1')),
    pngChunk('tEXt', Buffer.from('Comment\0taken at home', 'latin1')),
    pngChunk('IDAT', idat),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

export interface FilePart {
  bytes: Uint8Array;
  filename: string;
  type: string;
}

/** A multipart/form-data body, as a browser would send it. */
export async function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

export const validCardFields = () => ({
  insurer_id: 'aia',
  card_no: 'AIA-778812',
  insured_name: 'สมชาย ใจดี',
  start_date: '2025-01-01',
  expiry_date: '2026-12-31',
});

export const validCardFiles = (): Record<string, FilePart> => ({
  front_image: { bytes: jpegBytes(), filename: 'front.jpg', type: 'image/jpeg' },
  back_image: { bytes: pngBytes(), filename: 'back.png', type: 'image/png' },
});

/**
 * Sends a card form as `member`: POST /api/v1/cards with the valid fields and images unless told.
 * `idempotencyKey`: a fixed key (a retried action), null for none, else a fresh one on a POST.
 */
export async function sendCardForm(
  server: TestServer,
  member: TestMember,
  options: {
    method?: 'POST' | 'PUT';
    url?: string;
    fields?: Record<string, string>;
    files?: Record<string, FilePart>;
    idempotencyKey?: string | null;
  } = {},
) {
  const { method = 'POST', url = '/api/v1/cards', idempotencyKey } = options;
  const { payload, contentType } = await multipart(
    options.fields ?? validCardFields(),
    options.files ?? validCardFiles(),
  );
  const headers = { ...member.headers, 'content-type': contentType };
  return server.app.inject({
    method,
    url,
    headers:
      idempotencyKey === undefined
        ? withIdempotencyKey(headers, method)
        : {
            ...headers,
            ...(idempotencyKey === null ? {} : { [headerKey(HEADERS.idempotencyKey)]: idempotencyKey }),
          },
    payload,
  });
}

let hospitalCounter = 0;

export async function createHospital(
  db: Kysely<Database>,
  coverage: { ins_code: string; level: 'all' | 'some' }[],
  overrides: Partial<{
    name_en: string;
    name_th: string;
    province_en: string;
    lat: number;
    lng: number;
    is_active: boolean;
  }> = {},
) {
  hospitalCounter += 1;
  const code = `HT${String(hospitalCounter).padStart(4, '0')}${Math.floor(Math.random() * 1000)}`;
  const hospital = await db
    .insertInto('hospitals')
    .values({
      code,
      type: 'hospital',
      name_th: overrides.name_th ?? `โรงพยาบาลทดสอบ ${hospitalCounter}`,
      name_en: overrides.name_en ?? `Test Hospital ${hospitalCounter}`,
      address_th: '1 ถนนพระราม 4',
      address_en: '1 Rama IV Road',
      province_th: 'กรุงเทพมหานคร',
      province_en: overrides.province_en ?? 'Bangkok',
      district_th: 'เขตปทุมวัน',
      district_en: 'Pathum Wan',
      lat: overrides.lat ?? 13.7563,
      lng: overrides.lng ?? 100.5018,
      is_active: overrides.is_active ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (coverage.length > 0)
    await db
      .insertInto('hospital_coverages')
      .values(coverage.map((c) => ({ hospital_id: hospital.id, ...c })))
      .execute();
  // The search keeps counts and name words for five minutes: a test that adds a place sees it at once.
  forgetHospitalCounts(db);
  return hospital;
}
