/** Renders the real route table in memory for component tests, with a chosen partner and theme. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import defaultPartner from '../../partners/default/partner.json';
import defaultTheme from '../../partners/default/theme.json';
import defaultTiles from '../../partners/default/menu-tiles.json';
import { makeRoutes } from '../app/router';
import { localeOfPath } from '../../shared/config/routes';
import { type PublicPartner, toPublicPartner } from '../../shared/engine/partner/boot';
import type { MenuTiles, Partner, Theme } from '../../shared/generated/types';
import { ensureLanguage, initI18n } from '../lib/i18n';
import { usePartnerStore } from '../lib/partner-store';

export const demoTheme = defaultTheme as Theme;
export const demoTiles = defaultTiles as MenuTiles;
export const demoPartner: PublicPartner = toPublicPartner(defaultPartner as Partner);

export async function renderApp(
  path: string,
  opts: { theme?: Partial<Theme>; partner?: Partial<PublicPartner>; tiles?: MenuTiles } = {},
) {
  usePartnerStore.getState().setBoot({
    partner: { ...demoPartner, ...opts.partner },
    theme: { ...demoTheme, ...opts.theme },
    tiles: opts.tiles ?? demoTiles,
  });
  const locale = localeOfPath(path.split('?')[0]!);
  await initI18n(locale);
  await ensureLanguage(locale);
  const router = createMemoryRouter(makeRoutes(), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
