/**
 * The bounded partner folder zip (docs/decisions/065-bounded-zip-import.md): a real folder unpacks as
 * before; a zip bomb, truthful or lying about its sizes, is refused by name after at most a cap's worth
 * of inflating (the process grows by less than 32 MB); names that leave the folder and too many
 * entries are refused by name, never dropped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import { Deflate, deflateSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import {
  PARTNER_ZIP_MAX_ENTRIES,
  PARTNER_ZIP_MAX_OTHER_BYTES,
  PARTNER_ZIP_MAX_TOTAL_BYTES,
  readPartnerZip,
} from './partner-zip';

const MiB = 1024 * 1024;
const enc = (text: string) => new TextEncoder().encode(text);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A raw deflate stream of `mib` MiB of zeros, cheap to build at any size: the first and last MiB are
 * deflated, and the middle MiB (sync-flushed, so byte-aligned, and only back-references into zeros)
 * is repeated. 1 GiB is ~1 MB of stream, built in ~0.1 s.
 */
function zeroBomb(mib: number): Uint8Array {
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => out.push(chunk));
  const take = () => concat(out.splice(0));
  const zeros = new Uint8Array(MiB);
  deflate.push(zeros);
  deflate.flush(true);
  const first = take();
  deflate.push(zeros);
  deflate.flush(true);
  const middle = take();
  deflate.push(zeros, true);
  const last = take();
  return concat([first, ...Array.from({ length: mib - 2 }, () => middle), last]);
}

interface Crafted {
  name: string;
  /** The bytes as stored in the zip (deflated for method 8). */
  packed: Uint8Array;
  /** The uncompressed size the headers declare: true or a lie. */
  size: number;
  method?: 0 | 8;
}

/** A zip written by hand, so its headers can say anything (CRCs are left 0: the reader does not check them). */
function craftZip(entries: Crafted[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = enc(e.name);
    const method = e.method ?? 8;
    const local = new Uint8Array(30 + name.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(6, 0x800, true);
    l.setUint16(8, method, true);
    l.setUint32(18, e.packed.length, true);
    l.setUint32(22, e.size, true);
    l.setUint16(26, name.length, true);
    local.set(name, 30);
    const header = new Uint8Array(46 + name.length);
    const c = new DataView(header.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint16(8, 0x800, true);
    c.setUint16(10, method, true);
    c.setUint32(20, e.packed.length, true);
    c.setUint32(24, e.size, true);
    c.setUint16(28, name.length, true);
    c.setUint32(42, offset, true);
    header.set(name, 46);
    parts.push(local, e.packed);
    central.push(header);
    offset += local.length + e.packed.length;
  }
  const directory = concat(central);
  const end = new Uint8Array(22);
  const d = new DataView(end.buffer);
  d.setUint32(0, 0x06054b50, true);
  d.setUint16(8, entries.length, true);
  d.setUint16(10, entries.length, true);
  d.setUint32(12, directory.length, true);
  d.setUint32(16, offset, true);
  return concat([...parts, directory, end]);
}

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

/**
 * How much the process grows while `run` runs: RSS sampled every 5 ms by a worker thread (the unzip is
 * synchronous, so a timer on this thread would not fire during it), and this thread's ArrayBuffers
 * right after (garbage included: nothing is collected in between).
 */
async function growthDuring<T>(run: () => T | Promise<T>) {
  const peak = new Float64Array(new SharedArrayBuffer(8));
  const sampler = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const peak = new Float64Array(workerData);
     const sample = () => { peak[0] = Math.max(peak[0], process.memoryUsage.rss()); };
     sample();
     setInterval(sample, 5);
     parentPort.on('message', () => { sample(); parentPort.postMessage('done'); });
     parentPort.postMessage('ready');`,
    { eval: true, workerData: peak.buffer },
  );
  await new Promise((resolve) => sampler.once('message', resolve));
  const before = process.memoryUsage();
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  const after = process.memoryUsage();
  sampler.postMessage('stop');
  await new Promise((resolve) => sampler.once('message', resolve));
  await sampler.terminate();
  return {
    result,
    ms,
    rss: Math.max(peak[0]!, after.rss) - before.rss,
    arrayBuffers: after.arrayBuffers - before.arrayBuffers,
  };
}

function siamLifeFiles(dir = 'partners/siam-life', prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, siamLifeFiles(path, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = new Uint8Array(readFileSync(path));
  }
  return files;
}

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
