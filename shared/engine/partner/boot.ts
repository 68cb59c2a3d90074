import type { MenuTiles, Partner, Theme } from '../../generated/types';

/** What the browser may know about a partner: everything but its secret. */
export type PublicPartner = Omit<Partner, 'secret_key' | '$schema'>;

/** Inlined by the server into index.html so the first paint is themed with no API round trip. */
export interface BootData {
  partner: PublicPartner;
  theme: Theme;
  tiles: MenuTiles;
}

/** id of the `<script type="application/json">` element that carries BootData. */
export const BOOT_ELEMENT_ID = 'wl-boot';
/** id of the `<style>` element that carries the theme's CSS variables. */
export const THEME_STYLE_ID = 'wl-theme';
/** The marker in index.html that the server replaces with the boot elements. */
export const BOOT_MARKER = '<!--wl-boot-->';

export function toPublicPartner(partner: Partner): PublicPartner {
  const { secret_key: _secret, $schema: _schema, ...rest } = partner;
  return rest;
}

/** JSON safe to place inside a <script> element: no `</script>`, no `<!--`, no U+2028/9 surprises. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
