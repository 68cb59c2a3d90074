/**
 * Which logo image a surface shows (issue 26): logo_on_dark on a dark surface when the theme has
 * one, else logo. Small, since the member app runs it where it draws the logo (top bar, login); the
 * validator's logo check (logo-check.ts) measures the same choice.
 */
import type { Theme } from '../../generated/types';
import { opaque, ratio } from './focus';

/** A surface is dark when white shows on it better than black. */
export function isDarkSurface(hex: string): boolean {
  const c = opaque(hex);
  return ratio([255, 255, 255], c) > ratio([0, 0, 0], c);
}

/** The chip (plate) colour behind the logo: logo_chip_color, white by default. */
export const logoChipColor = (theme: Partial<Pick<Theme, 'logo_chip_color'>>): string =>
  typeof theme.logo_chip_color === 'string' &&
  /^#(?:[0-9A-Fa-f]{3}){1,2}(?:[0-9A-Fa-f]{2})?$/.test(theme.logo_chip_color)
    ? theme.logo_chip_color
    : '#FFFFFF';

/** The image drawn on a surface: logo_on_dark on a dark one, when set. */
export function logoFieldOn(
  theme: Partial<Pick<Theme, 'logo_on_dark'>>,
  surface: string,
): 'logo' | 'logo_on_dark' {
  return typeof theme.logo_on_dark === 'string' && theme.logo_on_dark !== '' && isDarkSurface(surface)
    ? 'logo_on_dark'
    : 'logo';
}
