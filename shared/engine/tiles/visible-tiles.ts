/**
 * The tile engine: (tile config, theme, reading) → the home tiles to show, in order.
 * Pure, so both readings of the spec's tile numbering and every status combination are table-tested.
 */
import type { MenuTile, MenuTiles, Theme } from '../../generated/types';

export type TileReading = 'A' | 'B';

export interface VisibleTile {
  id: MenuTile['id'];
  /** Image URL from the theme field the tile names. */
  icon: string;
  /** Internal route (without locale prefix), or an external https URL for the official account. */
  href: string;
  external: boolean;
  /** The route the flow continues to, where the config names one. */
  next?: string;
}

/** https://line.me/R/ti/p/@id opens the official account's chat in LINE. */
export function lineOaUrl(lineOaId: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(lineOaId)}`;
}

export function resolveVisibleTiles(config: MenuTiles, theme: Theme, reading: TileReading): VisibleTile[] {
  const out: VisibleTile[] = [];
  const seen = new Set<string>();
  for (const tile of config.tiles) {
    if (seen.has(tile.id)) continue;
    seen.add(tile.id);
    const flag = tile.status[reading];
    if (flag !== null && theme[flag] !== 1) continue;
    const icon = theme[tile.icon];
    if (tile.target.kind === 'line_oa') {
      // Without an account id there is nothing to open: the tile stays hidden whatever its status.
      if (!theme.line_oa_id) continue;
      out.push({ id: tile.id, icon, href: lineOaUrl(theme.line_oa_id), external: true });
    } else {
      out.push({
        id: tile.id,
        icon,
        href: tile.target.path,
        external: false,
        ...(tile.target.next ? { next: tile.target.next } : {}),
      });
    }
  }
  return out;
}
