import { describe, expect, it } from 'vitest';
import { type CpuProfile, placeOf, selfTimeByPlace, topSelfTime } from './bench/cpu-profile';

/** root → a (ours) → b (a package); samples: 2 ms in a, 5 ms in b, 3 ms idle (1 ms apart). */
const profile: CpuProfile = {
  startTime: 0,
  endTime: 11_000,
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2, 4] },
    {
      id: 2,
      callFrame: { functionName: 'a', url: 'file:///repo/server/app.ts', lineNumber: 9 },
      children: [3],
    },
    {
      id: 3,
      callFrame: {
        functionName: 'b',
        url: 'file:///repo/node_modules/@pinojs/redact/index.js',
        lineNumber: 0,
      },
    },
    { id: 4, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
  ],
  samples: [2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('CPU profile summaries', () => {
  it('names the place of a function: a package, Node, or our file', () => {
    expect(placeOf('file:///x/node_modules/pino/lib/tools.js')).toBe('pino');
    expect(placeOf('file:///x/node_modules/@fastify/compress/index.js')).toBe('@fastify/compress');
    expect(placeOf('node:internal/stream_base_commons')).toBe('node');
    expect(placeOf('file:///work/main/server/http/route.ts')).toBe('server/http/route.ts');
    expect(placeOf('')).toBe('(v8)');
  });

  it('self time per function, busiest first, idle left out of the shares', () => {
    const { top, busyMs, idleMs } = topSelfTime(profile, 5);
    expect(busyMs).toBe(7);
    expect(idleMs).toBe(3);
    expect(top.map((r) => [r.label, r.ms])).toEqual([
      ['b (@pinojs/redact/index.js:1)', 5],
      ['a (server/app.ts:10)', 2],
      ['(root)', 0],
    ]);
    expect(top[0]!.share).toBeCloseTo(5 / 7);
  });

  it('self time per place', () => {
    expect(selfTimeByPlace(profile).top.map((r) => [r.label, r.ms])).toEqual([
      ['@pinojs/redact', 5],
      ['server/app.ts', 2],
      ['(v8)', 0],
    ]);
  });
});
