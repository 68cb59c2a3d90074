/**
 * A partner's folder (partners/<id>/: partner.json, theme.json, menu-tiles.json, assets/) as files in
 * memory, from a brand kit. Pure: the caller writes the files (the `partner:new` script) or zips them
 * (the previewer's export). What it makes passes `npm run validate:partners` unchanged
 * (docs/decisions/061-brand-kit.md).
 */
import type { MenuTiles, Partner } from '../../generated/types';
import { type BrandKit, themeFromBrandKit } from '../theme/brand-kit';

export interface PartnerKit extends BrandKit {
  name: string;
  nameTh: string;
  productName?: string;
  productNameTh?: string;
  /** Random source for the keys (tests pass a fixed one); default crypto.getRandomValues. */
  random?: (bytes: number) => Uint8Array;
}

/** The home tiles every partner starts with: the spec's six services and the LINE account (reading A). */
export const STARTER_TILES: MenuTiles = {
  $schema: '../../schemas/menu-tiles.schema.json',
  tiles: [
    {
      id: 'my_coverage',
      icon: 'menu_icon_1',
      target: { kind: 'route', path: '/coverages', next: '/search-idcard' },
      status: { A: null, B: null },
    },
    {
      id: 'family_coverage',
      icon: 'menu_icon_2',
      target: { kind: 'route', path: '/family-coverages', next: '/search-idcard-family' },
      status: { A: null, B: null },
    },
    {
      id: 'claim_status',
      icon: 'menu_icon_3',
      target: { kind: 'route', path: '/claim-status' },
      status: { A: null, B: null },
    },
    {
      id: 'hospital_search',
      icon: 'menu_icon_4',
      target: { kind: 'route', path: '/search-hospital' },
      status: { A: null, B: null },
    },
    {
      id: 'e_claim',
      icon: 'menu_icon_5',
      target: { kind: 'route', path: '/coverages/eclaim', next: '/e-claim' },
      status: { A: 'menu_icon_5_status', B: 'menu_icon_5_status' },
    },
    {
      id: 'telemed_mart',
      icon: 'menu_icon_6',
      target: { kind: 'route', path: '/telemed-mart' },
      status: { A: 'menu_icon_6_status', B: null },
    },
    {
      id: 'line_oa',
      icon: 'line_oa_icon',
      target: { kind: 'line_oa' },
      status: { A: 'line_oa_status', B: 'line_oa_status' },
    },
  ],
} as MenuTiles;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function key(prefix: string, random: (bytes: number) => Uint8Array): string {
  // 62 symbols: reject bytes ≥ 248 so every symbol is equally likely.
  let out = '';
  while (out.length < 24) for (const b of random(32)) if (b < 248 && out.length < 24) out += ALPHABET[b % 62];
  return `${prefix}_${out}`;
}

const cryptoRandom = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));

/** The files of a new partner folder, by path relative to the folder. */
export function partnerFolderFromKit(kit: PartnerKit): Record<string, string> {
  const random = kit.random ?? cryptoRandom;
  const { theme, assets } = themeFromBrandKit({ ...kit, name: kit.name });
  const prefix =
    kit.insCode
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 6) || 'p';
  const partner: Partner = {
    $schema: '../../schemas/partner.schema.json',
    partner_id: kit.partnerId,
    secret_key: key(`${prefix}_sk`, random),
    api_key: key(`${prefix}_ak`, random),
    ins_code: kit.insCode,
    name: { th: kit.nameTh, en: kit.name },
    product_name: { th: kit.productNameTh ?? kit.nameTh, en: kit.productName ?? kit.name },
    languages: ['th', 'en'],
    line_liff_id: '',
    line_liff_keys: [],
    line_login_enabled: false,
    telemed_card_limit: 3,
    tile_reading: 'A',
    year_format: 'gregorian',
  } as Partner;
  const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
  const files: Record<string, string> = {
    'partner.json': json(partner),
    'theme.json': json(theme),
    'menu-tiles.json': json(STARTER_TILES),
  };
  for (const [name, svg] of Object.entries(assets)) files[`assets/${name}`] = svg;
  return files;
}
