/**
 * Test helpers for the e-Claim uploads (tus, server/modules/claims/claim-uploads.routes.ts): create an
 * upload, send its bytes, do both in one go, and a member with a card and an e-Claim draft to attach to.
 */
import type { Insertable, Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/types';
import { memberWithCard, type TestMember } from './card-fixtures';
import { withIdempotencyKey } from './idempotency';
import type { TestServer } from './server';

export const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Where e-Claim uploads are created. */
const UPLOADS_URL = '/api/v1/eclaim/uploads';

/** The Upload-Metadata header of a file. */
const uploadMetadata = (filename: string, filetype: string) =>
  `filename ${b64(filename)},filetype ${b64(filetype)}`;

/** POST of a new upload of `length` bytes; with `body`, its first bytes go with it (creation-with-upload). */
export function createUpload(
  server: TestServer,
  member: TestMember,
  length: number,
  file: { filename?: string; filetype?: string; body?: Buffer } = {},
) {
  const { filename = 'doc.pdf', filetype = 'application/pdf', body } = file;
  return server.app.inject({
    method: 'POST',
    url: UPLOADS_URL,
    headers: {
      ...member.headers,
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': uploadMetadata(filename, filetype),
      ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

/** PATCH of `bytes` at `offset` into the upload at `location`. */
export function patchUpload(
  server: TestServer,
  member: TestMember,
  location: string,
  bytes: Buffer,
  offset = 0,
) {
  return server.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...member.headers,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

/** Creates and fills one upload in one PATCH; answers its id. */
export async function uploadFile(
  server: TestServer,
  member: TestMember,
  bytes: Buffer,
  filename: string,
  filetype: string,
) {
  const created = await createUpload(server, member, bytes.length, { filename, filetype });
  expect(created.statusCode).toBe(201);
  const location = created.headers.location as string;
  expect((await patchUpload(server, member, location, bytes)).statusCode).toBe(204);
  return location.split('/').pop()!;
}

/** A member of the default partner with a card (`card` overrides its columns) and an empty e-Claim draft. */
export async function memberWithDraft(
  server: TestServer,
  card: Partial<Insertable<Database['cards']>> = {},
): Promise<TestMember> {
  const { me, card: row } = await memberWithCard(server, 'default', card);
  const draft = await server.app.inject({
    method: 'PUT',
    url: '/api/v1/eclaim/draft',
    headers: withIdempotencyKey(me.headers, 'PUT'),
    payload: { card_id: row.id, fields: {} },
  });
  expect(draft.statusCode).toBe(200);
  return me;
}

/** The chunk rows of upload `id` in offset order, with their bytes (null for chunks in the object store). */
export function uploadChunkRows(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('eclaim_upload_chunks')
    .select(['start_offset', 'size', 'bytes', 'object_key'])
    .where('upload_id', '=', id)
    .orderBy('start_offset')
    .execute();
}
