/**
 * Test helpers for the card endpoints: members with sessions in two partners, image files built byte
 * by byte (so a test knows exactly what is in them), multipart bodies, hospitals.
 */
import { crc32 } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { TestServer } from './server';
import { createInsuredPerson, createMember } from './fixtures';

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

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];

export const EXIF_MARKER = Buffer.from('Exif\0\0', 'latin1');

/**
 * A baseline JPEG of `width`×`height` whose APP1 segment carries EXIF (with a GPS-like payload), padded
 * with scan bytes to exactly `totalBytes` when given.
 */
export function jpegBytes(
  options: { width?: number; height?: number; totalBytes?: number; exif?: boolean } = {},
) {
  const { width = 640, height = 400, exif = true } = options;
  const app0 = [0xff, 0xe0, ...u16(16), ...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const exifBody = [...EXIF_MARKER, ...Buffer.from('MM\0*\0\0\0\x08GPS 13.7563N 100.5018E', 'latin1')];
  const app1 = exif ? [0xff, 0xe1, ...u16(exifBody.length + 2), ...exifBody] : [];
  const sof0 = [
    0xff,
    0xc0,
    ...u16(17),
    8,
    ...u16(height),
    ...u16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  const sos = [0xff, 0xda, ...u16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0];
  const head = [0xff, 0xd8, ...app0, ...app1, ...sof0, ...sos];
  const tail = [0xff, 0xd9];
  const scanLength = Math.max(16, (options.totalBytes ?? 0) - head.length - tail.length);
  const out = new Uint8Array(head.length + scanLength + tail.length);
  out.set(head, 0);
  out.fill(0x55, head.length, head.length + scanLength);
  out.set(tail, head.length + scanLength);
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

/** A PNG header (signature, IHDR, an eXIf and a tEXt chunk, IEND) declaring `width`×`height`. */
export function pngBytes(options: { width?: number; height?: number } = {}) {
  const { width = 300, height = 200 } = options;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('eXIf', Buffer.from('MM\0*\0\0\0\x08', 'latin1')),
    pngChunk('tEXt', Buffer.from('Comment\0taken at home', 'latin1')),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1])),
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
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (coverage.length > 0)
    await db
      .insertInto('hospital_coverages')
      .values(coverage.map((c) => ({ hospital_id: hospital.id, ...c })))
      .execute();
  return hospital;
}
