/**
 * A partner folder as files in memory (path relative to the folder → bytes): what a configuration
 * version stores byte for byte (docs/decisions/079-partner-config-versions.md), what its hash is
 * taken over, and how two of them differ (the drift report).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type FolderFiles = ReadonlyMap<string, Uint8Array>;

/** A path a version may hold: segments of letters, digits, dots, dashes and underscores (no dotfiles). */
export const FILE_PATH_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
const MAX_PATH_LENGTH = 200;

/**
 * Every file under `dir` by path with / separators, sorted; hidden files and folders (.DS_Store,
 * .git) are left out. A name a version cannot hold is a problem, so the start stops with it.
 */
export function readFolderFiles(dir: string, label: string, problems: string[]): Map<string, Uint8Array> {
  const found: [string, Uint8Array][] = [];
  const walk = (sub: string, prefix: string) => {
    for (const entry of readdirSync(sub, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = join(sub, entry.name);
      const rel = `${prefix}${entry.name}`;
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && statSync(full).isDirectory());
      if (isDir) {
        walk(full, `${rel}/`);
        continue;
      }
      if (!FILE_PATH_PATTERN.test(rel) || rel.length > MAX_PATH_LENGTH) {
        problems.push(
          `${label}/${rel}: use letters, digits, dots, dashes and underscores in file names (at most ${MAX_PATH_LENGTH} characters)`,
        );
        continue;
      }
      found.push([rel, new Uint8Array(readFileSync(full))]);
    }
  };
  walk(dir, '');
  return sortedFiles(found);
}

export function sortedFiles(entries: Iterable<readonly [string, Uint8Array]>): Map<string, Uint8Array> {
  return new Map([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export const sha256Hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** SHA-256 over the sorted paths and their bytes: equal exactly when the folders are byte for byte. */
export function contentHash(files: FolderFiles): string {
  const hash = createHash('sha256');
  for (const [path, bytes] of sortedFiles(files)) {
    hash.update(`${path}\u0000${bytes.byteLength}\u0000`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a).equals(Buffer.from(b));
}

export interface FileDifference {
  path: string;
  difference: 'changed' | 'only_live' | 'only_folder';
}

/** The paths where two versions of a folder differ, sorted. */
export function diffFiles(live: FolderFiles, folder: FolderFiles): FileDifference[] {
  const paths = [...new Set([...live.keys(), ...folder.keys()])].sort();
  return paths.flatMap((path): FileDifference[] => {
    const a = live.get(path);
    const b = folder.get(path);
    if (a && b) return sameBytes(a, b) ? [] : [{ path, difference: 'changed' }];
    return [{ path, difference: a ? 'only_live' : 'only_folder' }];
  });
}

/** A file's text (JSON, Markdown), decoded as readFileSync(path, 'utf8') decodes it. */
export const fileText = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
