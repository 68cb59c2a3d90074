/**
 * The generated validators (shared/generated/validators.js) against the shipped partners and against
 * the values docs/security.md 12 says a theme must never carry; and every schema property documented.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateMenuTiles, validatePartner, validateTheme } from '../shared/generated/validators.js';

const ROOT = join(import.meta.dirname, '..');
const PARTNERS = join(ROOT, 'partners');
const SCHEMAS = join(ROOT, 'schemas');

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const partnerIds = readdirSync(PARTNERS, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

const defaultTheme = () => readJson(join(PARTNERS, 'default', 'theme.json')) as Record<string, unknown>;
const defaultPartner = () => readJson(join(PARTNERS, 'default', 'partner.json')) as Record<string, unknown>;

/** Errors of validating the default theme with one field replaced, as "pointer keyword". */
function themeErrors(field: string, value: unknown): string[] {
  const theme = { ...defaultTheme(), [field]: value };
  expect(validateTheme(theme)).toBe(false);
  return (validateTheme.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
}

describe('the shipped partners', () => {
  it('include the default partner and at least three more', () => {
    expect(partnerIds).toContain('default');
    expect(partnerIds.length).toBeGreaterThanOrEqual(4);
  });

  describe.each(partnerIds)('partners/%s', (id) => {
    it.each([
      ['partner.json', validatePartner],
      ['theme.json', validateTheme],
      ['menu-tiles.json', validateMenuTiles],
    ] as const)('%s is valid', (file, validate) => {
      const ok = validate(readJson(join(PARTNERS, id, file)));
      expect(validate.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    });
  });
});

describe('theme values that must be refused', () => {
  it.each(['red', '#12345', 'url(x)', 'var(--x)', 'rgb(0,0,0)', '#0B5FA5;background:url(//evil)', '', 123])(
    'colour %j',
    (value) => {
      expect(themeErrors('main_color_1', value)).toContain(
        `/main_color_1 ${typeof value === 'string' ? 'pattern' : 'type'}`,
      );
    },
  );

  it.each([
    'javascript:alert(1)',
    '//evil.com/x.png',
    'http://evil.com/x.png',
    '/a/../b',
    'data:image/svg+xml;base64,PHN2Zz4=',
    '/partners/default/assets/logo.svg") ; background:url(x',
    'https://evil.com/x.png"onerror="alert(1)',
    '\\\\evil.com\\x.png',
    'partners/default/assets/logo.svg',
  ])('image %j', (value) => {
    expect(themeErrors('logo', value)).toContain('/logo pattern');
  });

  it.each([2, -1, '1', true, null])('status %j', (value) => {
    expect(themeErrors('top_bar_status', value).some((e) => e.startsWith('/top_bar_status '))).toBe(true);
  });

  it.each(['thaicaretpa', '@', '@UPPER', '@has space', 'https://line.me/R/ti/p/@x'])(
    'LINE OA id %j',
    (value) => {
      expect(themeErrors('line_oa_id', value)).toContain('/line_oa_id pattern');
    },
  );

  it.each(['javascript:alert(1)', '//evil.com', 'http://evil.com', '/a/../b', '\\\\evil'])(
    'banner link %j',
    (value) => {
      expect(themeErrors('banner_url_1', value)).toContain('/banner_url_1 pattern');
    },
  );

  it('a buttons array of 7 or 9', () => {
    const buttons = defaultTheme().buttons as unknown[];
    expect(themeErrors('buttons', buttons.slice(0, 7))).toContain('/buttons minItems');
    expect(themeErrors('buttons', [...buttons, buttons[0]])).toContain('/buttons maxItems');
  });

  it('an opacity outside 0..1 and an unknown field', () => {
    expect(themeErrors('background_opacity_1', 1.5)).toContain('/background_opacity_1 maximum');
    expect(themeErrors('main_colour_1', '#000000')).toContain(' additionalProperties');
  });

  it('accepts the forms the schema allows', () => {
    for (const [field, value] of [
      ['main_color_1', '#abc'],
      ['main_color_1', '#AABBCCDD'],
      ['logo', 'https://cdn.example.com/x/logo.svg?v=2'],
      ['line_oa_id', ''],
      ['banner_url_1', ''],
      ['banner_url_1', '/promotion'],
    ] as const) {
      const ok = validateTheme({ ...defaultTheme(), [field]: value });
      expect(validateTheme.errors ?? [], `${field} ${value}`).toEqual([]);
      expect(ok).toBe(true);
    }
  });
});

describe('partner values that must be refused', () => {
  it.each([
    ['partner_id', 'Siam Life'],
    ['secret_key', 'short'],
    ['ins_code', 'sli'],
    ['line_liff_id', '1657123456'],
    ['tile_reading', 'C'],
    ['telemed_card_limit', 4],
  ])('%s %j', (field, value) => {
    expect(validatePartner({ ...defaultPartner(), [field]: value })).toBe(false);
    expect(validatePartner.errors?.some((e) => e.instancePath === `/${field}`)).toBe(true);
  });
});

describe('schemas', () => {
  const files = readdirSync(SCHEMAS).filter((f) => f.endsWith('.schema.json'));

  /** Every property (and every $defs entry) without a description, as a path in the schema. */
  function undocumented(node: unknown, path: string): string[] {
    if (!node || typeof node !== 'object') return [];
    if (Array.isArray(node)) return node.flatMap((n, i) => undocumented(n, `${path}/${i}`));
    const obj = node as Record<string, unknown>;
    const missing: string[] = [];
    for (const key of ['properties', '$defs'] as const) {
      const group = obj[key];
      if (!group || typeof group !== 'object') continue;
      for (const [name, child] of Object.entries(group as Record<string, unknown>)) {
        const d = (child as { description?: unknown }).description;
        if (typeof d !== 'string' || d.trim().length < 3) missing.push(`${path}/${key}/${name}`);
      }
    }
    for (const [k, v] of Object.entries(obj)) missing.push(...undocumented(v, `${path}/${k}`));
    return missing;
  }

  it('there are four schemas', () => {
    expect(files.sort()).toEqual([
      'defs.schema.json',
      'menu-tiles.schema.json',
      'partner.schema.json',
      'theme.schema.json',
    ]);
  });

  it.each(files)('%s describes every property, recursively, including $defs', (file) => {
    const schema = readJson(join(SCHEMAS, file));
    expect(typeof schema.description).toBe('string');
    expect(undocumented(schema, '#')).toEqual([]);
  });

  it('the walk finds a property without a description', () => {
    expect(
      undocumented({ $defs: { A: { description: 'A thing.', properties: { x: { type: 'string' } } } } }, '#'),
    ).toEqual(['#/$defs/A/properties/x']);
  });
});
