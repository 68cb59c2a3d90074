/**
 * The top bar's logo (issue 26): straight on the bar by default, on a chip with logo_chip_status 1,
 * and the theme's logo_on_dark on a dark bar (or dark chip) when it has one.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Theme } from '../../../shared/generated/types';
import { usePartnerStore } from '../../lib/partner-store';
import { demoPartner, demoTheme, demoTiles } from '../../testing/render-app';
import { logoChip } from './top-bar.css';
import { TopBar } from './top-bar';

function bar(theme: Partial<Theme>) {
  usePartnerStore.getState().setBoot({
    partner: demoPartner,
    theme: { ...demoTheme, ...theme } as Theme,
    tiles: demoTiles,
  });
  render(<TopBar title="Home" backLabel="Back" logo={{ src: '/logo.svg', alt: 'Demo' }} />);
  return screen.getByTestId('top-bar-logo') as HTMLImageElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the top bar logo', () => {
  it('sits on the bar by default', () => {
    const img = bar({ top_bar_background_color: '#1B4D89' });
    expect(img.getAttribute('src')).toBe('/logo.svg');
    expect(img.className).not.toContain(logoChip);
  });

  it('sits on a chip with logo_chip_status 1', () => {
    const img = bar({ top_bar_background_color: '#1B4D89', logo_chip_status: 1 });
    expect(img.className).toContain(logoChip);
    expect(img.getAttribute('src')).toBe('/logo.svg');
  });

  it('shows logo_on_dark on a dark bar, and the logo on a light one or a light chip', () => {
    const light = '/light.svg';
    expect(bar({ top_bar_background_color: '#1B4D89', logo_on_dark: light }).getAttribute('src')).toBe(light);
    document.body.innerHTML = '';
    expect(bar({ top_bar_background_color: '#F2F2F2', logo_on_dark: light }).getAttribute('src')).toBe(
      '/logo.svg',
    );
    document.body.innerHTML = '';
    expect(
      bar({ top_bar_background_color: '#1B4D89', logo_on_dark: light, logo_chip_status: 1 }).getAttribute(
        'src',
      ),
    ).toBe('/logo.svg');
    document.body.innerHTML = '';
    expect(
      bar({
        top_bar_background_color: '#FFFFFF',
        logo_on_dark: light,
        logo_chip_status: 1,
        logo_chip_color: '#1A1A1A',
      }).getAttribute('src'),
    ).toBe(light);
  });
});
