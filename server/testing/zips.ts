/**
 * Zip test helpers for the bounded partner-folder import (docs/decisions/065-bounded-zip-import.md): zips
 * written by hand (so their headers can lie), cheap zip bombs, a folder read as zip entries, and the
 * process's growth while something runs. Shared by the unit and the route tests.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Deflate } from 'fflate';

export const MiB = 1024 * 1024;
export const enc = (text: string) => new TextEncoder().encode(text);

export function concat(parts: Uint8Array[]): Uint8Array {
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
export function zeroBomb(mib: number): Uint8Array {
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

export interface Crafted {
  name: string;
  /** The bytes as stored in the zip (deflated for method 8). */
  packed: Uint8Array;
  /** The uncompressed size the headers declare: true or a lie. */
  size: number;
  method?: 0 | 8;
}

/** A zip written by hand, so its headers can say anything (CRCs are left 0: the reader does not check them). */
export function craftZip(entries: Crafted[]): Uint8Array {
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

/**
 * How much the process grows while `run` runs: RSS sampled every 5 ms by a worker thread (the unzip is
 * synchronous, so a timer on this thread would not fire during it), and this thread's ArrayBuffers
 * right after (garbage included: nothing is collected in between).
 */
export async function growthDuring<T>(run: () => T | Promise<T>) {
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

/** A folder's files as zip entries, paths relative to it with `prefix` before them. */
export function folderFiles(dir: string, prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, folderFiles(path, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = new Uint8Array(readFileSync(path));
  }
  return files;
}
