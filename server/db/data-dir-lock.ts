/**
 * A lock file that keeps two server processes off one PGlite data folder (PGlite is in-process
 * PostgreSQL: two writers on one folder would corrupt it). The file holds the owner's pid; a lock
 * left by a process that no longer runs is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export interface DataDirLock {
  path: string;
  release(): void;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks held by this process: a second open of the same folder in one process is refused too. */
const heldHere = new Set<string>();

/** Locks `<dataDir>.lock`, beside the folder rather than inside it: PGlite owns the folder's contents. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = `${dataDir.replace(/[/\\]+$/, '')}.lock`;
  if (heldHere.has(path)) {
    throw new Error(
      `The database folder ${dataDir} is already open in this process; close it before opening it again.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(path);
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The database folder ${dataDir} is in use by another server (pid ${owner}). ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      // Stale lock (the owner is gone, or it is this process after an unclean close): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}; remove ${path} if no server is running.`);
}
