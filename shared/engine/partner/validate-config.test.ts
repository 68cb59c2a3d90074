/**
 * The rules issue 26 added to the validator's core (validate-config.ts), which the editor and
 * validate:partners share: tile statuses against the spec, JSON syntax errors with line and column,
 * a BOM named, one problem per cause with a fix that passes, and the logo against its surfaces.
 */
import { describe, expect, it } from 'vitest';
import type { MenuTiles, Partner, Theme } from '../../generated/types';
import { svgLogoColors } from '../theme/logo-check';
import { partnerFolderFromKit } from './folder';
import {
  checkTileStatuses,
  formatProblem,
  inspectPartnerFiles,
  isPartnerId,
  jsonErrorOffset,
  lineColumn,
  type PartnerFiles,
  partnerIdFrom,
  reviewPartnerConfig,
} from './validate-config';

/** The trial's brand kit (issue 26): CPA, #1B4D89 / #F2B705 / #2BB673. */
function cpaFolder(partnerId = 'cpa-care'): Record<string, string> {
  return partnerFolderFromKit({
    partnerId,
    insCode: 'CPA',
    colors: ['#1B4D89', '#F2B705', '#2BB673'],
    name: 'Chao Phraya Assurance',
    nameTh: 'เจ้าพระยาประกันภัย',
    random: (n) => new Uint8Array(n).fill(7),
  });
}

const parse = (files: Record<string, string>) => ({
  partner: JSON.parse(files['partner.json']!) as Partner,
  theme: JSON.parse(files['theme.json']!) as Theme,
  tiles: JSON.parse(files['menu-tiles.json']!) as MenuTiles,
});

const inspect = (files: PartnerFiles, folder = 'cpa-care') =>
  inspectPartnerFiles({ folder, label: '', files, isDefault: false });

const withJson = (
  files: Record<string, string>,
  name: string,
  edit: (v: Record<string, unknown>) => void,
) => {
  const v = JSON.parse(files[name]!) as Record<string, unknown>;
  edit(v);
  return { ...files, [name]: JSON.stringify(v, null, 2) };
};

/** An SVG logo drawn in one colour, with no backdrop: the trial's logo. */
const flatLogo = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><circle cx="30" cy="30" r="20" fill="${color}"/>` +
  `<text x="60" y="40" fill="${color}">CPA</text></svg>`;

describe('the starting point', () => {
  it('a brand-kit folder passes', () => {
    expect(inspect(cpaFolder()).problems.map(formatProblem)).toEqual([]);
  });
});

describe('tile statuses against the spec', () => {
  const { theme, tiles } = parse(cpaFolder());
  const without = (id: string): MenuTiles => ({ tiles: tiles.tiles.filter((t) => t.id !== id) });

  it('a spec tile removed while its status is on is an error, with a fix that passes', () => {
    const files = withJson(cpaFolder(), 'menu-tiles.json', (v) => {
      v.tiles = (v.tiles as MenuTiles['tiles']).filter((t) => t.id !== 'e_claim');
    });
    const problems = inspect(files).problems;
    expect(problems.map(formatProblem)).toEqual([
      'theme.json /menu_icon_5_status: menu_icon_5_status is 1 (shown), but the e_claim tile it governs under reading A is not in menu-tiles.json, so members never see it; add the e_claim tile back to menu-tiles.json or set menu_icon_5_status to 0',
    ]);
    // Either fix passes.
    const off = withJson(files, 'theme.json', (v) => {
      v.menu_icon_5_status = 0;
    });
    expect(inspect(off).problems).toEqual([]);
    expect(checkTileStatuses('A', { ...theme, menu_icon_5_status: 1 }, tiles)).toEqual([]);
  });

  it('each reading has its own spec tiles: telemed_mart removed under B is no problem', () => {
    expect(checkTileStatuses('B', theme, without('telemed_mart'))).toEqual([]);
    expect(checkTileStatuses('A', theme, without('telemed_mart')).map((f) => f.pointer)).toEqual([
      '/menu_icon_6_status',
    ]);
    expect(checkTileStatuses('A', { ...theme, line_oa_status: 1 }, without('line_oa'))[0]?.message).toContain(
      'the line_oa tile',
    );
  });

  it('a status the reading ignores, set to hide, is a warning naming the reading', () => {
    const files = withJson(
      withJson(cpaFolder(), 'partner.json', (v) => {
        v.tile_reading = 'B';
      }),
      'theme.json',
      (v) => {
        v.menu_icon_6_status = 0;
      },
    );
    const report = inspect(files);
    expect(report.problems).toEqual([]);
    expect(report.warnings.map(formatProblem)).toEqual([
      'theme.json /menu_icon_6_status: menu_icon_6_status is 0 (hidden), but reading B (partner.json tile_reading) ignores it: under it the telemed_mart tile is always shown; choose the reading that hides it, or remove the tile from menu-tiles.json to hide it',
    ]);
    // Shown (1) agrees with what members see under B: nothing to say.
    const agree = withJson(files, 'theme.json', (v) => {
      v.menu_icon_6_status = 1;
    });
    expect(inspect(agree).warnings).toEqual([]);
  });

  it('the editor sees the same warning', () => {
    const { partner, theme: t, tiles: m } = parse(cpaFolder());
    const review = reviewPartnerConfig(
      { partner: { ...partner, tile_reading: 'B' }, theme: { ...t, menu_icon_6_status: 0 }, tiles: m },
      {
        folder: 'cpa-care',
        knownAssets: Object.keys(cpaFolder())
          .filter((f) => f.startsWith('assets/'))
          .map((f) => f.slice(7)),
      },
    );
    expect(review.problems).toEqual([]);
    expect(review.warnings.map((w) => w.pointer)).toEqual(['/menu_icon_6_status']);
  });
});

describe('JSON syntax errors', () => {
  const broken = (text: string) => inspect({ ...cpaFolder(), 'theme.json': text }).problems;

  it.each([
    ['a trailing comma', '{\n  "ins_code": "CPA",\n}\n', 3, 1],
    ['a misspelt literal', '{\n  "a": tru\n}', 2, 11],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', 3, 3],
    ['the end of the file too early', '{\n  "a": [1, 2', 2, 13],
    ['text after the end', '{}\n}', 2, 1],
    ['a control character in a string', '{"a": "x\ty"}', 1, 9],
  ])('%s gives the line and the column', (_what, text, line, column) => {
    const [p, ...rest] = broken(text);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: 'theme.json', line, column });
    expect(p!.message).toMatch(
      new RegExp(`^is not valid JSON at line ${line}, column ${column} \\(.+\\); fix the syntax$`),
    );
    expect(formatProblem(p!)).toMatch(new RegExp(`^theme\\.json:${line}:${column}: `));
  });

  it('finds the offset JSON.parse gives up at, and nothing in valid JSON', () => {
    for (const text of ['{"a": [1, {"b": null}], "c": "\\u00e9"}', ' [true, false, -1.5e3] '])
      expect(jsonErrorOffset(text)).toBe(text.length);
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('a byte order mark', () => {
  it('is named, with how to fix it, and the rest of the file is still checked', () => {
    const files = withJson(cpaFolder(), 'theme.json', (v) => {
      v.top_bar_status = 7;
    });
    const problems = inspect({ ...files, 'theme.json': `\uFEFF${files['theme.json']}` }).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatchObject({ file: 'theme.json', line: 1, column: 1 });
    expect(problems[0]!.message).toContain('byte order mark (BOM');
    expect(problems[0]!.message).toContain('save the file as UTF-8 without BOM');
    expect(problems[0]!.message).toContain('The rest of the file was read');
    expect(problems[1]).toMatchObject({ file: 'theme.json', pointer: '/top_bar_status' });
  });

  it('as bytes read from disk, too', () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode(cpaFolder()['partner.json']!),
    ]);
    const problems = inspect({ ...cpaFolder(), 'partner.json': bytes }).problems;
    expect(problems.map((p) => [p.file, p.line, p.column])).toEqual([['partner.json', 1, 1]]);
  });
});

describe('one problem per cause', () => {
  it('a partner_id with a space gives one problem, whose suggestion passes', () => {
    // The trial: the id typed with a space, and every image path of the brand kit built from it.
    const files = cpaFolder('cpa care');
    const problems = inspect(files, 'cpa care').problems;
    expect(problems).toHaveLength(1);
    const [p] = problems;
    expect(p).toMatchObject({ file: 'partner.json', pointer: '/partner_id', suggestion: 'cpa-care' });
    expect(p!.message).toContain('e.g. "cpa-care"');
    expect(p!.message).toContain('image paths of theme.json under /partners/cpa care/');
    expect(isPartnerId(p!.suggestion)).toBe(true);
    // Applying the suggestion (the id and the folder it names) passes.
    expect(inspect(cpaFolder(p!.suggestion), p!.suggestion).problems).toEqual([]);
  });

  it('a folder name that is no partner id: one problem, not one per image', () => {
    const problems = inspect(cpaFolder(), 'cpa care').problems;
    expect(problems.map(formatProblem)).toEqual([
      'partner.json /partner_id: "cpa-care" does not match the folder name "cpa care", which is no valid partner id; rename the folder to "cpa-care"',
    ]);
  });

  it('partnerIdFrom always makes a valid id', () => {
    for (const raw of ['CPA Care', ' x ', 'ก', '--a--', 'A'.repeat(80), 'cpa_care!', ''])
      expect(isPartnerId(partnerIdFrom(raw)), raw).toBe(true);
    expect(partnerIdFrom('Chao Phraya  Assurance')).toBe('chao-phraya-assurance');
  });
});

describe('the logo against the surfaces it sits on', () => {
  const logoIn = (color: string) => ({ ...cpaFolder(), 'assets/logo.svg': flatLogo(color) });

  it('the trial: a logo drawn in the top bar colour is an error, with fixes that pass', () => {
    const problems = inspect(logoIn('#1B4D89')).problems;
    expect(problems).toHaveLength(1);
    const [p] = problems;
    expect(p!.pointer).toBe('/logo');
    expect(p!.message).toContain('#1B4D89 at 1.00:1 on the top bar of the home page (#1B4D89)');
    expect(p!.message).toContain('WCAG 1.4.11');
    expect(p!.fixes?.[0]).toEqual({
      label: 'Put the logo on a #FFFFFF chip',
      set: { logo_chip_status: 1, logo_chip_color: '#FFFFFF' },
    });
    const fixed = withJson(logoIn('#1B4D89'), 'theme.json', (v) => Object.assign(v, p!.fixes![0]!.set));
    expect(inspect(fixed).problems).toEqual([]);
  });

  it('a light variant for dark surfaces fixes it too', () => {
    const files = withJson(
      { ...logoIn('#1B4D89'), 'assets/logo-light.svg': flatLogo('#FFFFFF') },
      'theme.json',
      (v) => {
        v.logo_on_dark = '/partners/cpa-care/assets/logo-light.svg';
      },
    );
    expect(inspect(files).problems).toEqual([]);
  });

  it('the login plate is measured too', () => {
    const files = withJson(logoIn('#F5F5F5'), 'theme.json', (v) => {
      v.top_bar_background_color = '#1B4D89';
    });
    const problems = inspect(files).problems;
    expect(problems.map((p) => p.pointer)).toEqual(['/logo_chip_color']);
    expect(problems[0]!.message).toContain('the plate on the login page (#FFFFFF)');
    const fixed = withJson(files, 'theme.json', (v) => Object.assign(v, problems[0]!.fixes![0]!.set));
    expect(inspect(fixed).problems).toEqual([]);
  });

  it('a logo on its own backdrop passes on any surface', () => {
    const files = withJson(cpaFolder(), 'theme.json', (v) => {
      v.top_bar_background_color = '#FFFFFF';
    });
    // The brand kit's wordmark has a white backdrop: still no problem on a white bar.
    expect(inspect(files).problems.filter((p) => p.pointer?.startsWith('/logo'))).toEqual([]);
  });

  it('raster colours come from the caller', () => {
    const files = withJson(cpaFolder(), 'theme.json', (v) => {
      v.logo = '/partners/cpa-care/assets/logo.png';
    });
    const report = inspectPartnerFiles({
      folder: 'cpa-care',
      label: '',
      files: { ...files, 'assets/logo.png': new Uint8Array([0x89, 0x50]) },
      logoColors: {
        logo: {
          colors: [
            { hex: '#1B4D89', weight: 90 },
            { hex: '#FFFFFF', weight: 10 },
          ],
        },
      },
    });
    expect(report.problems.map((p) => p.pointer)).toEqual(['/logo']);
  });

  it('the hidden top bar moves the logo into the page header', () => {
    const files = withJson(logoIn('#1B4D89'), 'theme.json', (v) => {
      v.top_bar_status = 0;
    });
    // On the (light) page background the dark logo shows.
    expect(inspect(files).problems.filter((p) => p.pointer?.startsWith('/logo'))).toEqual([]);
  });
});

describe('svgLogoColors', () => {
  it('reads fills, strokes, styles, inherited group paint and gradient stops', () => {
    const svg = `<svg viewBox="0 0 100 50"><defs><linearGradient id="g"><stop offset="0" stop-color="#FF0000"/><stop offset="1" stop-color="#0000FF"/></linearGradient></defs>
      <g fill="#00FF00"><path d="M0 0"/></g><rect x="2" width="10" height="10" style="fill:url(#g);stroke:rgb(1,2,3)"/><text fill="white">A</text><path d="M1 1" fill="none" stroke="#ccc"/><circle r="2"/></svg>`;
    const { colors, backdrop } = svgLogoColors(svg);
    expect(backdrop).toBeUndefined();
    expect(Object.fromEntries(colors.map((c) => [c.hex, c.weight]))).toEqual({
      '#00FF00': 1,
      '#FF0000': 1,
      '#0000FF': 1,
      '#010203': 1,
      '#FFFFFF': 3,
      '#CCCCCC': 1,
      '#000000': 1,
    });
  });

  it('finds a backdrop covering the whole image', () => {
    expect(
      svgLogoColors(
        '<svg viewBox="0 0 240 64"><rect width="240" height="64" rx="12" fill="#fff"/><circle fill="#123456"/></svg>',
      ),
    ).toEqual({
      colors: [{ hex: '#123456', weight: 1 }],
      backdrop: '#FFFFFF',
    });
  });
});

describe('the logo in the in-page header', () => {
  it('is measured on the page background when the top bar is hidden, with no chip offered', () => {
    const files = withJson({ ...cpaFolder(), 'assets/logo.svg': flatLogo('#F7F7F7') }, 'theme.json', (v) => {
      v.top_bar_status = 0;
      v.background_color_1 = '#FFFFFF';
      v.background_opacity_1 = 1;
    });
    const problems = inspect(files).problems.filter((p) => p.pointer === '/logo');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('the in-page header of the home page');
    expect(problems[0]!.message).toContain('show the top bar (top_bar_status 1)');
    expect(problems[0]!.fixes).toBeUndefined();
  });
});
