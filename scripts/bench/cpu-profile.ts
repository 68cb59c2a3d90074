/**
 * Summaries of a V8 CPU profile (`.cpuprofile`: what node --cpu-prof and the inspector's
 * Profiler.stop write) for `npm run bench:api -- --profile`: self time per function (name, file and
 * line), and per place (a package of node_modules, our own files, Node's internals), so what a
 * request costs can be read without a profiler UI. Pure functions, unit-tested.
 */

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTime {
  /** `name (file:line)` for a function, or V8's own entries: (program), (garbage collector), (idle). */
  label: string;
  /** Where it lives: a package of node_modules, `node:…` for Node's internals, else the project file. */
  place: string;
  ms: number;
  /** Share of the busy time (the profile's time minus (idle)). */
  share: number;
}

/** node_modules/@scope/name/… → @scope/name; node:internal/… → node; our file → its path from the root. */
export function placeOf(url: string): string {
  if (url === '') return '(v8)';
  if (url.startsWith('node:')) return 'node';
  const path = url.replace(/^file:\/\//, '');
  const at = path.lastIndexOf('/node_modules/');
  if (at !== -1) {
    const parts = path.slice(at + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
  }
  const root = path.search(/\/(?:server|scripts|src)\//);
  return root === -1 ? path : path.slice(root + 1);
}

function shortFile(url: string): string {
  const place = placeOf(url);
  if (place === '(v8)') return '';
  const path = url.replace(/^file:\/\//, '');
  const at = path.lastIndexOf('/node_modules/');
  if (at !== -1) return path.slice(at + '/node_modules/'.length);
  return place === 'node' ? url.replace(/^node:/, '') : place;
}

/** Milliseconds of self time per profile node: the sample deltas when present, else hit counts. */
function selfMsByNode(profile: CpuProfile): Map<number, number> {
  const self = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  if (samples && timeDeltas && samples.length === timeDeltas.length) {
    // timeDeltas[i] is the time before sample i; the time a sample stands for is the next delta.
    for (let i = 0; i < samples.length; i++) {
      const us = timeDeltas[i + 1] ?? 0;
      self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + Math.max(0, us) / 1000);
    }
    return self;
  }
  const total = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
  const ms = (profile.endTime - profile.startTime) / 1000;
  for (const node of profile.nodes) self.set(node.id, total ? ((node.hitCount ?? 0) / total) * ms : 0);
  return self;
}

function summary(profile: CpuProfile, keyOf: (node: CpuProfileNode) => { label: string; place: string }) {
  const self = selfMsByNode(profile);
  const byKey = new Map<string, { label: string; place: string; ms: number }>();
  let idle = 0;
  let total = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    total += ms;
    if (node.callFrame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    const key = keyOf(node);
    const entry = byKey.get(key.label) ?? { ...key, ms: 0 };
    entry.ms += ms;
    byKey.set(key.label, entry);
  }
  const busy = total - idle;
  const rows = [...byKey.values()]
    .map((e) => ({ ...e, share: busy > 0 ? e.ms / busy : 0 }))
    .sort((a, b) => b.ms - a.ms);
  return { rows, busyMs: busy, idleMs: idle };
}

/** The functions with the most self time, busiest first (idle time left out). */
export function topSelfTime(profile: CpuProfile, limit = 15) {
  const { rows, busyMs, idleMs } = summary(profile, (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = shortFile(url);
    const name = functionName || '(anonymous)';
    return { label: file ? `${name} (${file}:${lineNumber + 1})` : name, place: placeOf(url) };
  });
  return { top: rows.slice(0, limit) as SelfTime[], busyMs, idleMs };
}

/** Self time per place (a package, Node's internals, our files), busiest first. */
export function selfTimeByPlace(profile: CpuProfile, limit = 15) {
  const { rows, busyMs } = summary(profile, (node) => {
    const place = placeOf(node.callFrame.url);
    return { label: place, place };
  });
  return { top: rows.slice(0, limit) as SelfTime[], busyMs };
}
