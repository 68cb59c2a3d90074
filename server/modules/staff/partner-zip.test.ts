/**
 * The bounded partner folder zip (docs/decisions/065-bounded-zip-import.md): a real folder unpacks as
 * before; a zip bomb, truthful or lying about its sizes, is refused by name after at most a cap's worth
 * of inflating (the process grows by less than 32 MB); names that leave the folder and too many
 * entries are refused by name, never dropped.
 */
import { inflateRawSync } from 'node:zlib';
import { deflateSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { type Crafted, craftZip, enc, folderFiles, growthDuring, MiB, zeroBomb } from '../../testing/zips';
import {
  PARTNER_ZIP_MAX_ENTRIES,
  PARTNER_ZIP_MAX_OTHER_BYTES,
  PARTNER_ZIP_MAX_TOTAL_BYTES,
  readPartnerZip,
} from './partner-zip';

const stored = (name: string, data: Uint8Array): Crafted => ({
  name,
  packed: data,
  size: data.length,
  method: 0,
});
const configEntries = (folder: string) =>
  ['partner.json', 'theme.json', 'menu-tiles.json'].map((f) => stored(`${folder}${f}`, enc('{}')));

/** The refusal a call throws, as the API answers it. */
function refusal(run: () => unknown): { status: number; code: string; message: string; detailCode: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const [detail] = error.details as Array<{ message: string; code: string }>;
    return { status: error.status, code: error.code, message: detail!.message, detailCode: detail!.code };
  }
  throw new Error('expected a refusal, got none');
}

const siamLifeFiles = () => folderFiles('partners/siam-life');

describe('bounded partner folder zip', () => {
  it('the bomb builder makes a valid deflate stream of that many zeros', () => {
    const out = inflateRawSync(zeroBomb(8));
    expect(out.length).toBe(8 * MiB);
    expect(out.every((b) => b === 0)).toBe(true);
  });

  it('unpacks a real partner folder (siam-life, zipped at level 9) as before', () => {
    const files = siamLifeFiles();
    const zip = zipSync(Object.fromEntries(Object.entries(files).map(([p, d]) => [`siam-life/${p}`, d])), {
      level: 9,
    });
    const unpacked = readPartnerZip(zip);
    expect(unpacked.folder).toBe('siam-life');
    expect(unpacked.files).toEqual(files);
    // The same files at the zip root, with the folders and macOS copies a Finder zip adds.
    const flat = readPartnerZip(
      zipSync({
        ...files,
        'assets/': new Uint8Array(0),
        '__MACOSX/._theme.json': enc('x'),
        '.DS_Store': enc('x'),
      }),
    );
    expect(flat).toEqual({ folder: null, files });
  });

  it('refuses 1 GiB of zeros that says it is 10 bytes, by name, after inflating about a cap: growth < 32 MB', async () => {
    const bomb = zeroBomb(1024);
    const zip = craftZip([
      ...configEntries('acme/'),
      { name: 'acme/assets/logo.png', packed: bomb, size: 10 },
    ]);
    expect(zip.length).toBeLessThan(1.1 * MiB);
    const { result, ms, rss, arrayBuffers } = await growthDuring(() => refusal(() => readPartnerZip(zip)));
    console.info(
      `1 GiB lying bomb: refused in ${ms.toFixed(0)} ms, RSS +${(rss / MiB).toFixed(1)} MiB, ArrayBuffers +${(arrayBuffers / MiB).toFixed(1)} MiB`,
    );
    expect(rss).toBeLessThan(32 * MiB);
    expect(arrayBuffers).toBeLessThan(32 * MiB);
    expect(result).toEqual({
      status: 422,
      code: 'DRAFT_IMPORT_INVALID',
      detailCode: 'too_big',
      message:
        'the entry "acme/assets/logo.png" unpacks to more than 1 MiB; a file under assets/ may hold at most 1 MiB: remove it or make it smaller',
    });
  });

  it('refuses 64 MiB of zeros whether its header lies (10 bytes) or tells the truth, naming the entry', async () => {
    const bomb = zeroBomb(64);
    const lying = craftZip([...configEntries('x/'), { name: 'x/zeros.bin', packed: bomb, size: 10 }]);
    const { result, rss, arrayBuffers } = await growthDuring(() => refusal(() => readPartnerZip(lying)));
    expect(rss).toBeLessThan(32 * MiB);
    expect(arrayBuffers).toBeLessThan(32 * MiB);
    expect(result).toMatchObject({ status: 422, code: 'DRAFT_IMPORT_INVALID' });
    expect(result.message).toBe(
      'the entry "x/zeros.bin" unpacks to more than 64 KiB; a file other than JSON or assets/ may hold at most 64 KiB: remove it or make it smaller',
    );
    // A zip tool's own zip, sizes true: refused from the header, before any inflating.
    const truthful = zipSync(
      { 'x/partner.json': enc('{}'), 'x/theme.json': enc('{}'), 'x/zeros.bin': new Uint8Array(4 * MiB) },
      { level: 9 },
    );
    expect(refusal(() => readPartnerZip(truthful)).message).toMatch(
      /^the entry "x\/zeros\.bin" unpacks to 4 MiB;/,
    );
  });

  it('caps each kind of file at its figure: a byte more is refused', () => {
    const other = (size: number) =>
      craftZip([...configEntries(''), stored('pages/faq.th.md', new Uint8Array(size).fill(0x61))]);
    expect(readPartnerZip(other(PARTNER_ZIP_MAX_OTHER_BYTES)).files['pages/faq.th.md']!.length).toBe(
      PARTNER_ZIP_MAX_OTHER_BYTES,
    );
    expect(refusal(() => readPartnerZip(other(PARTNER_ZIP_MAX_OTHER_BYTES + 1))).message).toMatch(
      /^the entry "pages\/faq\.th\.md" unpacks to 64 KiB;/,
    );
    const json = craftZip([
      stored('partner.json', enc(`{"x":"${'a'.repeat(300 * 1024)}"}`)),
      ...configEntries('').slice(1),
    ]);
    expect(refusal(() => readPartnerZip(json)).message).toMatch(
      /^the entry "partner\.json" unpacks to 300 KiB; a JSON file may hold at most 256 KiB/,
    );
  });

  it('caps the total: twenty 1 MiB images, each within its cap, are refused past 16 MiB', () => {
    const packed = deflateSync(new Uint8Array(MiB), { level: 9 });
    const entries = [
      ...configEntries('acme/'),
      ...Array.from({ length: 20 }, (_, i) => ({ name: `acme/assets/i${i}.png`, packed, size: MiB })),
    ];
    const r = refusal(() => readPartnerZip(craftZip(entries)));
    expect(r.message).toBe(
      `the files unpack to more than 16 MiB in all (reached at the entry "acme/assets/i15.png"); a partner folder is far smaller: keep only partner.json, theme.json, menu-tiles.json, assets/ and pages/`,
    );
    expect(PARTNER_ZIP_MAX_TOTAL_BYTES).toBe(16 * MiB);
    // The entry that crosses the total says it is 10 bytes: its bytes are counted, not its header.
    const lying = entries.map((e) => (e.name === 'acme/assets/i15.png' ? { ...e, size: 10 } : e));
    expect(refusal(() => readPartnerZip(craftZip(lying))).message).toMatch(
      /^the files unpack to more than 16 MiB in all \(reached at the entry "acme\/assets\/i15\.png"\)/,
    );
    // A header that lies within the caps is caught once the entry is unpacked.
    const small = entries.map((e) => (e.name === 'acme/assets/i0.png' ? { ...e, size: 10 } : e));
    expect(refusal(() => readPartnerZip(craftZip(small))).message).toMatch(
      /^the entry "acme\/assets\/i0\.png" cannot be unpacked \(it unpacks to 1048576 bytes where the zip says 10\)/,
    );
  });

  it.each([
    ['../../x', 'a ".." segment'],
    ['/abs', 'an absolute path'],
    ['a/../../b', 'a ".." segment'],
    ['acme/..', 'a ".." segment'],
    ['acme\\..\\x', 'a backslash'],
    ['C:/x', 'a drive letter'],
    ['../.hidden', 'a ".." segment'],
  ])('refuses the entry %s (%s), naming it, rather than dropping it', (name, why) => {
    const zip = craftZip([...configEntries('acme/'), stored(name, enc('x'))]);
    expect(refusal(() => readPartnerZip(zip))).toEqual({
      status: 422,
      code: 'DRAFT_IMPORT_INVALID',
      detailCode: 'invalid_format',
      message: `the entry ${JSON.stringify(name)} points outside the partner folder (${why}); zip the partner folder itself`,
    });
  });

  it(`refuses more than ${PARTNER_ZIP_MAX_ENTRIES} entries, naming the count`, () => {
    const files = (n: number) =>
      Object.fromEntries([
        ['acme/partner.json', enc('{}')],
        ['acme/theme.json', enc('{}')],
        ['acme/menu-tiles.json', enc('{}')],
        ...Array.from({ length: n - 3 }, (_, i) => [`acme/pages/p${i}.md`, enc('# x')]),
      ]);
    expect(Object.keys(readPartnerZip(zipSync(files(PARTNER_ZIP_MAX_ENTRIES))).files)).toHaveLength(
      PARTNER_ZIP_MAX_ENTRIES,
    );
    expect(refusal(() => readPartnerZip(zipSync(files(PARTNER_ZIP_MAX_ENTRIES + 1))))).toMatchObject({
      status: 422,
      detailCode: 'too_big',
      message: `the zip holds ${PARTNER_ZIP_MAX_ENTRIES + 1} entries (files and folders); a partner folder zip may hold at most ${PARTNER_ZIP_MAX_ENTRIES}: zip the partner folder itself, without other files`,
    });
  });

  it('never inflates what it skips, and refuses damaged entries by name', () => {
    // A lying bomb under __MACOSX/ or in a dot file is skipped unread, as those files always were.
    const skipped = craftZip([
      ...configEntries(''),
      { name: '__MACOSX/._bomb', packed: zeroBomb(1024), size: 10 },
      { name: 'assets/.bomb', packed: zeroBomb(1024), size: 10 },
    ]);
    expect(Object.keys(readPartnerZip(skipped).files).sort()).toEqual([
      'menu-tiles.json',
      'partner.json',
      'theme.json',
    ]);
    const declared = craftZip([
      ...configEntries(''),
      { name: 'pages/a.md', packed: zeroBomb(3), size: 3 * MiB },
    ]);
    expect(refusal(() => readPartnerZip(declared)).message).toMatch(
      /^the entry "pages\/a\.md" unpacks to 3 MiB;/,
    );
    const lies = craftZip([...configEntries(''), { ...stored('pages/a.md', enc('12345')), size: 10 }]);
    expect(refusal(() => readPartnerZip(lies)).message).toBe(
      'the entry "pages/a.md" cannot be unpacked (it unpacks to 5 bytes where the zip says 10); the zip is damaged: export the folder again or zip it anew',
    );
    const text = enc('# FAQ\n\nHow do I use my card at a hospital? Show it at the counter.\n'.repeat(20));
    const cut = craftZip([
      ...configEntries(''),
      { name: 'pages/a.md', packed: deflateSync(text).subarray(0, 20), size: text.length },
    ]);
    expect(refusal(() => readPartnerZip(cut)).message).toMatch(
      /^the entry "pages\/a\.md" cannot be unpacked \(/,
    );
    expect(refusal(() => readPartnerZip(enc('PK\u0003\u0004 not a zip'))).message).toMatch(
      /^the file is not a readable zip/,
    );
  });
});
