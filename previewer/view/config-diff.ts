/**
 * What differs between two previewed configurations (compare mode): theme colours, statuses, images
 * and other values, the tiles' order and statuses, and the partner's public fields. Keys are never
 * compared (a config from the staff API has none; a secret is never shown even if one slipped in).
 */
import type { PreviewConfig } from '../../shared/engine/partner/preview';

export type DiffKind = 'colour' | 'status' | 'image' | 'tile-order' | 'tile-status' | 'value';

export interface ConfigDifference {
  section: 'theme' | 'tiles' | 'partner';
  /** A readable path: `main_color_1`, `buttons[2].normal_text_color`, `tiles.claim_status.status`. */
  field: string;
  kind: DiffKind;
  /** The values, as text for display (colours as upper-case hex). */
  a: string;
  b: string;
}

const HEX = /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;
const IMAGE_FIELD = /(^logo$|^menu_icon_\d$|^line_oa_icon$|^banner_(id_\d|promotion|blog)$|_image$)/;
const NEVER_SHOWN = new Set(['secret_key', 'api_key', '$schema']);

const show = (value: unknown): string => {
  if (value === undefined) return '(not set)';
  if (typeof value === 'string') return HEX.test(value) ? value.toUpperCase() : value;
  return JSON.stringify(value);
};

function kindOf(key: string, a: unknown, b: unknown): DiffKind {
  if (key.endsWith('_status')) return 'status';
  if (IMAGE_FIELD.test(key)) return 'image';
  if ((typeof a === 'string' && HEX.test(a)) || (typeof b === 'string' && HEX.test(b))) return 'colour';
  return 'value';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function diffTheme(a: Record<string, unknown>, b: Record<string, unknown>, out: ConfigDifference[]) {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !NEVER_SHOWN.has(k));
  for (const key of keys) {
    const va = a[key];
    const vb = b[key];
    if (same(va, vb)) continue;
    if (key === 'buttons' && Array.isArray(va) && Array.isArray(vb)) {
      const n = Math.max(va.length, vb.length);
      for (let i = 0; i < n; i++) {
        const ba = (va[i] ?? {}) as Record<string, unknown>;
        const bb = (vb[i] ?? {}) as Record<string, unknown>;
        for (const f of [...new Set([...Object.keys(ba), ...Object.keys(bb)])]) {
          if (same(ba[f], bb[f])) continue;
          out.push({
            section: 'theme',
            field: `buttons[${i + 1}].${f}`,
            kind: kindOf(f, ba[f], bb[f]),
            a: show(ba[f]),
            b: show(bb[f]),
          });
        }
      }
      continue;
    }
    out.push({ section: 'theme', field: key, kind: kindOf(key, va, vb), a: show(va), b: show(vb) });
  }
}

function diffTiles(a: PreviewConfig['tiles'], b: PreviewConfig['tiles'], out: ConfigDifference[]) {
  const orderA = a.tiles.map((t) => t.id);
  const orderB = b.tiles.map((t) => t.id);
  if (!same(orderA, orderB))
    out.push({
      section: 'tiles',
      field: 'tiles (order)',
      kind: 'tile-order',
      a: orderA.join(', '),
      b: orderB.join(', '),
    });
  const byId = new Map(b.tiles.map((t) => [t.id, t]));
  for (const tile of a.tiles) {
    const other = byId.get(tile.id);
    if (!other) continue;
    if (!same(tile.status, other.status))
      out.push({
        section: 'tiles',
        field: `tiles.${tile.id}.status`,
        kind: 'tile-status',
        a: show(tile.status),
        b: show(other.status),
      });
    for (const f of ['icon', 'target'] as const)
      if (!same(tile[f], other[f]))
        out.push({
          section: 'tiles',
          field: `tiles.${tile.id}.${f}`,
          kind: 'value',
          a: show(tile[f]),
          b: show(other[f]),
        });
  }
}

function diffPartner(a: Record<string, unknown>, b: Record<string, unknown>, out: ConfigDifference[]) {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !NEVER_SHOWN.has(k));
  for (const key of keys)
    if (!same(a[key], b[key]))
      out.push({ section: 'partner', field: key, kind: 'value', a: show(a[key]), b: show(b[key]) });
}

/** Every difference between `a` and `b`, theme first, then tiles, then partner. */
export function diffConfigs(a: PreviewConfig, b: PreviewConfig): ConfigDifference[] {
  const out: ConfigDifference[] = [];
  diffTheme(
    a.theme as unknown as Record<string, unknown>,
    b.theme as unknown as Record<string, unknown>,
    out,
  );
  diffTiles(a.tiles, b.tiles, out);
  diffPartner(
    a.partner as unknown as Record<string, unknown>,
    b.partner as unknown as Record<string, unknown>,
    out,
  );
  return out;
}
