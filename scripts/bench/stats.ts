/** Pure helpers of the boot and Lighthouse benchmarks: numbers, arguments and tables (unit-tested). */

/** Issue 10's slow mobile link: 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
export const SLOW_MOBILE = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 } as const;

/**
 * The parameters of CDP's Network.emulateNetworkConditions for a link: throughputs in bytes per
 * second (kbps × 1000 / 8), latency in milliseconds.
 */
export function networkConditions(link: { latencyMs: number; downloadKbps: number; uploadKbps: number }) {
  return {
    offline: false,
    latency: link.latencyMs,
    downloadThroughput: (link.downloadKbps * 1000) / 8,
    uploadThroughput: (link.uploadKbps * 1000) / 8,
  };
}

/** The median of the finite values (the mean of the middle two for an even count); null when none. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median, minimum and maximum of the finite values, and how many runs gave none. */
export function summarize(values: readonly (number | null)[]) {
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : null,
    max: finite.length ? Math.max(...finite) : null,
    missing: values.length - finite.length,
  };
}

/** Milliseconds as seconds with two decimals ("3.45 s"); "—" for none. */
export function seconds(ms: number | null): string {
  return ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`;
}

/** "3.45 s (3.40–3.61)", with "n missing" when some runs never got there. */
export function spread(values: readonly (number | null)[]): string {
  const s = summarize(values);
  if (s.median === null) return `— (${s.missing} missing)`;
  const range = `${seconds(s.min).replace(' s', '')}–${seconds(s.max)}`;
  return `${seconds(s.median)} (${range})${s.missing ? `, ${s.missing} missing` : ''}`;
}

/** a / b, or null when either is missing or b is 0. */
export function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}

/** A left-aligned plain-text table: the header, a rule, then the rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** `--name=value` from argv as a positive number, else the fallback. */
export function numberArgument(argv: readonly string[], name: string, fallback: number): number {
  const found = argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.slice(name.length + 3)) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** `--name=a,b,c` from argv as positive numbers, else the fallback. */
export function listArgument(argv: readonly string[], name: string, fallback: readonly number[]): number[] {
  const found = argv.find((a) => a.startsWith(`--${name}=`));
  if (!found) return [...fallback];
  const values = found
    .slice(name.length + 3)
    .split(',')
    .map(Number)
    .filter((v) => Number.isFinite(v) && v > 0);
  return values.length ? values : [...fallback];
}

/** `--name=value` from argv as a string, else the fallback. */
export function stringArgument(argv: readonly string[], name: string, fallback: string): string {
  const found = argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}

/** #RRGGBB → the rgb() string getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const h = hex.replace(/^#/, '');
  const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
  return `rgb(${n(0)}, ${n(2)}, ${n(4)})`;
}

/** Whether `value` meets `target` ("≤"): "met" or "missed by …" in the given unit. */
export function verdict(value: number | null, target: number, format: (n: number) => string): string {
  if (value === null) return 'not measured';
  return value <= target ? 'met' : `missed by ${format(value - target)}`;
}
