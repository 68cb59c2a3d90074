import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'wl-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('acquireDataDirLock', () => {
  it('writes <folder>.lock with our pid and removes it on release', () => {
    const dir = join(root, 'a');
    const lock = acquireDataDirLock(dir);
    expect(lock.path).toBe(`${dir}.lock`);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a folder this process already holds', () => {
    const dir = join(root, 'b');
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in this process/);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses a folder another running process holds, naming it and what to do', () => {
    const dir = join(root, 'c');
    // pid 1 always runs (init); it stands for another server.
    writeFileSync(`${dir}.lock`, '1');
    expect(() => acquireDataDirLock(dir)).toThrow(
      /in use by another server \(pid 1\)\. Stop that server first, or start this one with another DATA_DIR/,
    );
    rmSync(`${dir}.lock`);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = join(root, 'd');
    writeFileSync(`${dir}.lock`, '2147483646');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
