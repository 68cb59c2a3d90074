/**
 * POST /api/staff/drafts/import within bounds (issue 21; docs/decisions/065-bounded-zip-import.md): a
 * real partner folder still imports; a zip bomb (1 GiB of zeros in a ~1 MB zip whose header says 10
 * bytes) is refused with 422 naming the entry while the server grows by less than 32 MB; names that
 * leave the folder and too many entries are refused by name, and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStaff } from '../../db/seed-staff';
import { PARTNER_ZIP_MAX_ENTRIES } from './partner-zip';
import { multipart } from '../../testing/card-fixtures';
import { startTestServer, type TestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';
import { craftZip, enc, folderFiles, growthDuring, MiB, zeroBomb } from '../../testing/zips';

let server: TestServer;
let editorCookie: string;
const editor = demoStaff('editor');

beforeAll(async () => {
  server = await startTestServer();
  await seedStaff(server.app.ctx.db);
  editorCookie = await staffCookie(server, editor.email, editor.password);
});
afterAll(() => server.close());

async function importZip(zip: Uint8Array, id = randomUUID()) {
  const form = await multipart(
    { id, title: 'Imported' },
    { archive: { bytes: zip, filename: 'partner.zip', type: 'application/zip' } },
  );
  return server.app.inject({
    method: 'POST',
    url: '/api/staff/drafts/import',
    headers: { cookie: editorCookie, 'content-type': form.contentType },
    payload: form.payload,
  });
}

const config = (folder: string) =>
  ['partner.json', 'theme.json', 'menu-tiles.json'].map((f) => ({
    name: `${folder}${f}`,
    packed: enc('{"partner_id":"acme"}'),
    size: 21,
    method: 0 as const,
  }));

async function expectRefused(zip: Uint8Array, message: string | RegExp, id = randomUUID()) {
  const r = await importZip(zip, id);
  expectRefusal(r, message);
  const stored = await server.app.inject({
    method: 'GET',
    url: `/api/staff/drafts/${id}`,
    headers: { cookie: editorCookie },
  });
  expect(stored.statusCode).toBe(404);
}

function expectRefusal(r: Awaited<ReturnType<typeof importZip>>, message: string | RegExp) {
  expect(r.statusCode).toBe(422);
  const { error } = r.json();
  expect(error.code).toBe('DRAFT_IMPORT_INVALID');
  expect(error.details[0].path).toBe('archive');
  if (typeof message === 'string') expect(error.details[0].message).toBe(message);
  else expect(error.details[0].message).toMatch(message);
}

describe('import of a partner folder zip, within bounds', () => {
  it('imports a real partner folder (siam-life, zipped at level 9)', async () => {
    const zip = zipSync(folderFiles('partners/siam-life', 'siam-life/'), { level: 9 });
    const r = await importZip(zip);
    expect(r.statusCode).toBe(200);
    const draft = r.json().data;
    expect(draft.partner_id).toBe('siam-life');
    expect(draft.assets).toHaveLength(readdirSync('partners/siam-life/assets').length);
  });

  it('refuses 1 GiB of zeros whose header says 10 bytes, naming it, growing by less than 32 MB', async () => {
    const zip = craftZip([
      ...config('acme/'),
      { name: 'acme/assets/zeros.png', packed: zeroBomb(1024), size: 10, method: 8 },
    ]);
    expect(zip.length).toBeLessThan(1.1 * MiB);
    const { result, rss, arrayBuffers, ms } = await growthDuring(() => importZip(zip));
    console.info(
      `import of a ${(zip.length / 1024).toFixed(0)} KB zip of 1 GiB of zeros: ${result.statusCode} in ${ms.toFixed(0)} ms, RSS +${(rss / MiB).toFixed(1)} MiB, ArrayBuffers +${(arrayBuffers / MiB).toFixed(1)} MiB`,
    );
    expect(rss).toBeLessThan(32 * MiB);
    expect(arrayBuffers).toBeLessThan(32 * MiB);
    expectRefusal(
      result,
      'the entry "acme/assets/zeros.png" unpacks to more than 1 MiB; a file under assets/ may hold at most 1 MiB: remove it or make it smaller',
    );
  });

  it('refuses 64 MiB of zeros, whether its header lies or says so', async () => {
    const lying = craftZip([
      ...config('x/'),
      { name: 'x/zeros.bin', packed: zeroBomb(64), size: 10, method: 8 },
    ]);
    const { result, rss } = await growthDuring(() => importZip(lying));
    expect(rss).toBeLessThan(32 * MiB);
    expectRefusal(result, /^the entry "x\/zeros\.bin" unpacks to more than 64 KiB;/);
    const truthful = craftZip([
      ...config('x/'),
      { name: 'x/zeros.bin', packed: zeroBomb(64), size: 64 * MiB, method: 8 },
    ]);
    await expectRefused(truthful, /^the entry "x\/zeros\.bin" unpacks to 64 MiB;/);
  });

  it.each(['../../x', '/abs', 'a/../../b'])('refuses the entry %s by name', async (name) => {
    const zip = zipSync({
      'acme/partner.json': enc('{"partner_id":"acme"}'),
      'acme/theme.json': enc('{}'),
      'acme/menu-tiles.json': enc('{}'),
      [name]: enc('x'),
    });
    await expectRefused(
      zip,
      new RegExp(`^the entry "${name.replace(/[./]/g, '\\$&')}" points outside the partner folder`),
    );
  });

  it('refuses too many entries, naming the count', async () => {
    const files: Record<string, Uint8Array> = {
      'acme/partner.json': enc('{"partner_id":"acme"}'),
      'acme/theme.json': enc('{}'),
      'acme/menu-tiles.json': enc('{}'),
    };
    for (let i = 0; i < PARTNER_ZIP_MAX_ENTRIES; i++) files[`acme/pages/p${i}.md`] = enc('# x');
    await expectRefused(
      zipSync(files),
      `the zip holds ${PARTNER_ZIP_MAX_ENTRIES + 3} entries (files and folders); a partner folder zip may hold at most ${PARTNER_ZIP_MAX_ENTRIES}: zip the partner folder itself, without other files`,
    );
  });
});
