/**
 * A partner folder zip, unpacked within bounds (issue 21; docs/decisions/065-bounded-zip-import.md).
 *
 * The import used to hand the upload to fflate's unzipSync, which inflates every entry whole, into a
 * buffer of the size the zip's header declares: a 1 MB zip of 1 GiB of zeros took 6 s and ~1 GB of
 * memory before anything was checked, and an entry named `../../x` was dropped without a word. Here
 * the central directory is read by hand (the upload is in memory already, at most
 * DRAFT_IMPORT_MAX_BYTES) and each entry is inflated with fflate's streaming `Inflate`, a few KiB of
 * compressed input at a time, counting the bytes that actually come out: the sizes a zip declares
 * can lie, so they only serve to refuse early (a declared size over the cap), never to allocate. The
 * first byte past a cap stops the inflation and answers 422 DRAFT_IMPORT_INVALID naming the entry.
 *
 * The caps, against what a partner folder holds (partners/*: 21–25 files, 45–51 KB in all; the
 * largest JSON, theme.json, is 4.5 KB; the largest image 9 KB; help pages under 3 KB):
 * - PARTNER_ZIP_MAX_ENTRIES, 200 entries (files and folders, hidden ones and macOS `__MACOSX/` copies
 *   included): eight times a real folder, room for a Finder zip that doubles every file;
 * - PARTNER_ZIP_MAX_JSON_BYTES, 256 KiB per JSON file: fifty times the largest theme.json;
 * - PARTNER_ZIP_MAX_ASSET_BYTES, 1 MiB per file under assets/: the draft asset limit
 *   (DRAFT_ASSET_MAX_BYTES), itself validate:partners' MAX_ASSET_BYTES, so no image the draft would
 *   refuse anyway is inflated past it;
 * - PARTNER_ZIP_MAX_OTHER_BYTES, 64 KiB for any other file (help pages, a stray README): twenty times
 *   the largest help page;
 * - PARTNER_ZIP_MAX_TOTAL_BYTES, 16 MiB unpacked in all: sixteen full-size images, 300 times a real
 *   folder, and below the 20 MiB a zip may have packed.
 *
 * An entry whose name could leave the folder (`..` segment, leading `/`, backslash, drive letter,
 * NUL) is refused by name, hidden or not; entries that are skipped (folders, `__MACOSX/`, dot files)
 * are never inflated. Only stored (0) and deflate (8) entries are read, as unzipSync did.
 */
import { Inflate, strFromU8 } from 'fflate';
import { DRAFT_ASSET_MAX_BYTES } from '../../../shared/api/schemas/staff-drafts';
import { ApiError } from '../../http/api-error';

/** Most entries (files and folders) a partner folder zip may hold. */
export const PARTNER_ZIP_MAX_ENTRIES = 200;
/** Most bytes a JSON file (partner.json, theme.json, menu-tiles.json …) may unpack to. */
export const PARTNER_ZIP_MAX_JSON_BYTES = 256 * 1024;
/** Most bytes a file under assets/ may unpack to: the draft asset limit. */
export const PARTNER_ZIP_MAX_ASSET_BYTES = DRAFT_ASSET_MAX_BYTES;
/** Most bytes any other file (pages/*.md …) may unpack to. */
export const PARTNER_ZIP_MAX_OTHER_BYTES = 64 * 1024;
/** Most bytes all the files together may unpack to. */
export const PARTNER_ZIP_MAX_TOTAL_BYTES = 16 * 1024 * 1024;

/**
 * Compressed bytes handed to the inflater per step. Deflate expands at most ~1032:1, so one step
 * makes at most ~2 MiB before the count is looked at: that, not the zip, bounds the overshoot.
 */
const INFLATE_STEP = 2 * 1024;

const REQUIRED_FILES = ['partner.json', 'theme.json', 'menu-tiles.json'];

export interface PartnerZipFolder {
  /** The zip's one top folder, or null when the files sit at its root. */
  folder: string | null;
  /** The files by path relative to the folder. */
  files: Record<string, Uint8Array>;
}

const zipError = (message: string, code: 'invalid_format' | 'too_big' = 'invalid_format') =>
  new ApiError('DRAFT_IMPORT_INVALID', { details: [{ path: 'archive', code, message }] });

/** A zip structure that cannot be read: answered as "not a readable zip". */
class Unreadable extends Error {}

const quote = (name: string) => JSON.stringify(name.length > 120 ? `${name.slice(0, 119)}…` : name);

function bytesText(n: number): string {
  for (const [unit, size] of [
    ['GiB', 2 ** 30],
    ['MiB', 2 ** 20],
    ['KiB', 2 ** 10],
  ] as const)
    if (n >= size) return `${Number((n / size).toFixed(1))} ${unit}`;
  return `${n} bytes`;
}

type Kind = 'json' | 'asset' | 'other';
const CAPS: Record<Kind, { bytes: number; rule: string }> = {
  json: { bytes: PARTNER_ZIP_MAX_JSON_BYTES, rule: 'a JSON file may hold' },
  asset: { bytes: PARTNER_ZIP_MAX_ASSET_BYTES, rule: 'a file under assets/ may hold' },
  other: { bytes: PARTNER_ZIP_MAX_OTHER_BYTES, rule: 'a file other than JSON or assets/ may hold' },
};
const kindOf = (relative: string): Kind =>
  relative.startsWith('assets/') ? 'asset' : relative.endsWith('.json') ? 'json' : 'other';

/** Why an entry's name could leave the folder it is unpacked into, or null. */
export function unsafeEntryName(name: string): string | null {
  if (name.includes('\\')) return 'a backslash';
  if (name.includes('\0')) return 'a NUL character';
  if (name.startsWith('/')) return 'an absolute path';
  if (/^[A-Za-z]:/.test(name)) return 'a drive letter';
  if (name.split('/').includes('..')) return 'a ".." segment';
  return null;
}

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory's entries (at most PARTNER_ZIP_MAX_ENTRIES, or a 422 naming the count). */
function readDirectory(zip: Uint8Array): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32;
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (u32(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw new Unreadable('no end of central directory');
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if (end >= 20 && u32(end - 20) === 0x07064b50) {
    const end64 = u64(end - 12);
    if (u32(end64) !== 0x06064b50) throw new Unreadable('bad zip64 end of central directory');
    count = u64(end64 + 32);
    offset = u64(end64 + 48);
  }
  if (count > PARTNER_ZIP_MAX_ENTRIES)
    throw zipError(
      `the zip holds ${count} entries (files and folders); a partner folder zip may hold at most ${PARTNER_ZIP_MAX_ENTRIES}: zip the partner folder itself, without other files`,
      'too_big',
    );
  const entries: Entry[] = [];
  for (let i = 0, at = offset; i < count; i++) {
    if (u32(at) !== 0x02014b50) throw new Unreadable('bad central directory entry');
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const nameStart = at + 46;
    if (nameStart + nameLength + extraLength > zip.length)
      throw new Unreadable('truncated central directory');
    const flags = u16(at + 8);
    const entry: Entry = {
      name: strFromU8(zip.subarray(nameStart, nameStart + nameLength), !(flags & 0x800)),
      flags,
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      size: u32(at + 24),
      localOffset: u32(at + 42),
    };
    // Zip64: a size or offset of 0xFFFFFFFF is in the extra field 1, in this order.
    const wide = (['size', 'compressedSize', 'localOffset'] as const).filter((k) => entry[k] === 0xffffffff);
    if (wide.length) {
      let field = nameStart + nameLength;
      const fieldsEnd = field + extraLength;
      while (field + 4 <= fieldsEnd && u16(field) !== 1) field += 4 + u16(field + 2);
      if (field + 4 + 8 * wide.length > fieldsEnd) throw new Unreadable('bad zip64 extra field');
      wide.forEach((k, n) => {
        entry[k] = u64(field + 4 + 8 * n);
      });
    }
    entries.push(entry);
    at = nameStart + nameLength + extraLength + u16(at + 32);
  }
  return entries;
}

/** An entry's bytes, inflated a step at a time; `limit` is what it may still unpack to. */
function unpackEntry(zip: Uint8Array, entry: Entry, limit: number, tooBig: () => ApiError): Uint8Array {
  const damaged = (why: string) =>
    zipError(
      `the entry ${quote(entry.name)} cannot be unpacked (${why}); the zip is damaged: export the folder again or zip it anew`,
    );
  if (entry.flags & 1)
    throw zipError(`the entry ${quote(entry.name)} is encrypted; zip the folder without a password`);
  if (entry.method !== 0 && entry.method !== 8)
    throw zipError(
      `the entry ${quote(entry.name)} is compressed with method ${entry.method}; only stored and deflate entries are read: zip the folder with an ordinary zip tool`,
    );
  if (entry.size > limit) throw tooBig();
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const local = entry.localOffset;
  if (local + 30 > zip.length || view.getUint32(local, true) !== 0x04034b50) throw damaged('no local header');
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw damaged('its data runs past the end of the zip');
  const packed = zip.subarray(start, end);
  let data: Uint8Array;
  if (entry.method === 0) {
    if (packed.length > limit) throw tooBig();
    data = packed.slice();
  } else {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const inflater = new Inflate((chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    try {
      let at = 0;
      do {
        const next = Math.min(at + INFLATE_STEP, packed.length);
        inflater.push(packed.subarray(at, next), next === packed.length);
        at = next;
      } while (at < packed.length && size <= limit);
    } catch (error) {
      throw damaged((error as Error).message || 'bad deflate data');
    }
    if (size > limit) throw tooBig();
    data = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      data.set(chunk, offset);
      offset += chunk.length;
    }
  }
  if (data.length !== entry.size)
    throw damaged(`it unpacks to ${data.length} bytes where the zip says ${entry.size}`);
  return data;
}

/**
 * The files of a partner folder zip, relative to the folder (one top folder, or none, in the zip),
 * within the caps above; a zip that breaks one, or is not a partner folder, answers 422
 * DRAFT_IMPORT_INVALID with the reason in details[0].message.
 */
export function readPartnerZip(zip: Uint8Array): PartnerZipFolder {
  let entries: Entry[];
  try {
    entries = readDirectory(zip);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw zipError(
      `the file is not a readable zip (${(error as Error).message || 'unknown error'}); export the folder again or zip it anew`,
    );
  }
  for (const { name } of entries) {
    const unsafe = unsafeEntryName(name);
    if (unsafe)
      throw zipError(
        `the entry ${quote(name)} points outside the partner folder (${unsafe}); zip the partner folder itself`,
      );
  }
  const kept = entries.filter(
    ({ name }) =>
      !name.endsWith('/') && !name.startsWith('__MACOSX/') && !name.split('/').some((s) => s.startsWith('.')),
  );
  const paths = kept.map((e) => e.name);
  const atRoot = paths.includes('partner.json');
  const tops = new Set(paths.map((p) => p.split('/')[0]!));
  const folder = !atRoot && tops.size === 1 ? [...tops][0]! : null;
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  for (const entry of kept) {
    const relative = folder ? entry.name.slice(folder.length + 1) : entry.name;
    if (!relative) continue;
    const cap = CAPS[kindOf(relative)];
    const left = PARTNER_ZIP_MAX_TOTAL_BYTES - total;
    // Past the entry's own cap, or (when less than that was left) past the total.
    const tooBig = () =>
      cap.bytes <= left || entry.size > cap.bytes
        ? zipError(
            `the entry ${quote(entry.name)} unpacks to ${entry.size > cap.bytes ? bytesText(entry.size) : `more than ${bytesText(cap.bytes)}`}; ${cap.rule} at most ${bytesText(cap.bytes)}: remove it or make it smaller`,
            'too_big',
          )
        : zipError(
            `the files unpack to more than ${bytesText(PARTNER_ZIP_MAX_TOTAL_BYTES)} in all (reached at the entry ${quote(entry.name)}); a partner folder is far smaller: keep only partner.json, theme.json, menu-tiles.json, assets/ and pages/`,
            'too_big',
          );
    const data = unpackEntry(zip, entry, Math.min(cap.bytes, left), tooBig);
    total += data.length;
    files[relative] = data;
  }
  const missing = REQUIRED_FILES.filter((f) => !files[f]);
  if (missing.length)
    throw zipError(
      `the zip has no ${missing.join(', ')}${folder ? ` in ${folder}/` : ''}; a partner folder needs partner.json, theme.json and menu-tiles.json`,
    );
  return { folder, files };
}
