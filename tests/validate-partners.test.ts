/**
 * scripts/validate-partners.ts: the shipped partners pass, and copies broken in each way the
 * validator guards against fail with a message that names the file, the pointer and the fix.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { placeholderKeys } from '../shared/engine/partner/key-placeholders';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkSvg,
  focusPairs,
  formatProblem,
  formatWarning,
  labelFor,
  listPartnerFolders,
  main,
  PARTNERS_DIR,
  ROOT,
  resolveTargets,
  validatePartnerFolder,
  validatePartners,
} from '../scripts/validate-partners';

type Json = Record<string, unknown>;

let tmp: string;
let root: string;

beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'validate-partners-'));
  root = join(tmp, 'partners');
  cpSync(PARTNERS_DIR, root, { recursive: true });
});

afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
});

const file = (...parts: string[]) => join(root, ...parts);
const readJson = (...parts: string[]) => JSON.parse(readFileSync(file(...parts), 'utf8')) as Json;
const writeJson = (value: unknown, ...parts: string[]) =>
  writeFileSync(file(...parts), JSON.stringify(value, null, 2));
function editJson(id: string, name: string, edit: (json: Json) => void) {
  const json = readJson(id, name);
  edit(json);
  writeJson(json, id, name);
}

/** All messages for the temporary partners folder, formatted as the CLI prints them. */
const messages = () => validatePartners(listPartnerFolders(root)).problems.map(formatProblem);

describe('the shipped partners', () => {
  it('all pass', () => {
    const report = validatePartners(listPartnerFolders(PARTNERS_DIR));
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.folders.map((f) => f.label)).toEqual(
      expect.arrayContaining([
        'partners/default',
        'partners/siam-life',
        'partners/krungsiam-bank',
        'partners/tmp-corp',
      ]),
    );
  });

  it('cover both tile readings, an SSO partner, hidden bars and tiles switched off', () => {
    const partners = listPartnerFolders(PARTNERS_DIR).map((d) => ({
      partner: JSON.parse(readFileSync(join(d, 'partner.json'), 'utf8')) as Json,
      theme: JSON.parse(readFileSync(join(d, 'theme.json'), 'utf8')) as Json,
    }));
    const values = (pick: (p: (typeof partners)[number]) => unknown) => new Set(partners.map(pick));
    expect(values((p) => p.partner.tile_reading)).toEqual(new Set(['A', 'B']));
    expect([...values((p) => p.partner.ins_code)].some((c) => String(c).startsWith('TMP'))).toBe(true);
    expect(values((p) => p.theme.top_bar_status)).toEqual(new Set([0, 1]));
    expect(values((p) => p.theme.bottom_bar_status)).toEqual(new Set([0, 1]));
    expect(values((p) => p.theme.menu_icon_5_status)).toEqual(new Set([0, 1]));
    expect(values((p) => p.theme.line_oa_status)).toEqual(new Set([0, 1]));
    expect(values((p) => p.theme.main_color_1).size).toBe(partners.length);
    expect(values((p) => p.partner.secret_key).size).toBe(partners.length);
  });

  it('a copy passes too, so the tests below fail only for what they break', () => {
    expect(messages()).toEqual([]);
  });
});

describe('broken copies fail with a precise message', () => {
  it('a colour that is not hex', () => {
    editJson('siam-life', 'theme.json', (t) => {
      t.main_color_1 = 'red';
    });
    expect(messages()).toEqual([
      'partners/siam-life/theme.json /main_color_1: "red" is not a hex colour; use #RRGGBB, e.g. "#0B5FA5"',
    ]);
  });

  it('a colour inside a button', () => {
    editJson('siam-life', 'theme.json', (t) => {
      (t.buttons as Json[])[2]!.normal_border_color = '#12345';
    });
    expect(messages()).toEqual([
      'partners/siam-life/theme.json /buttons/2/normal_border_color: "#12345" is not a hex colour; use #RRGGBB, e.g. "#0B5FA5"',
    ]);
  });

  it('a missing asset', () => {
    unlinkSync(file('siam-life', 'assets', 'banner-blog.svg'));
    expect(messages()).toEqual([
      'partners/siam-life/theme.json /banner_blog: "/partners/siam-life/assets/banner-blog.svg" does not exist; add partners/siam-life/assets/banner-blog.svg or fix the path',
    ]);
  });

  it("an asset of another partner's folder", () => {
    editJson('tmp-corp', 'theme.json', (t) => {
      t.logo = '/partners/default/assets/logo.svg';
    });
    expect(messages()).toEqual([
      'partners/tmp-corp/theme.json /logo: "/partners/default/assets/logo.svg" belongs to partner "default", not to this partner; copy the file to partners/tmp-corp/assets/ and use "/partners/tmp-corp/assets/logo.svg"',
    ]);
  });

  it('an image that is not an allowed reference', () => {
    editJson('siam-life', 'theme.json', (t) => {
      t.banner_id_1 = 'javascript:alert(1)';
    });
    expect(messages()).toEqual([
      'partners/siam-life/theme.json /banner_id_1: "javascript:alert(1)" is not an allowed image reference; use a same-origin path such as "/partners/siam-life/assets/logo.svg" or an https URL (no http:, //host, javascript:, data:, quotes, spaces, backslashes or "..")',
    ]);
  });

  it('7 buttons, and 9', () => {
    editJson('krungsiam-bank', 'theme.json', (t) => {
      (t.buttons as Json[]).pop();
    });
    editJson('siam-life', 'theme.json', (t) => {
      const buttons = t.buttons as Json[];
      buttons.push(buttons[0]!);
    });
    expect(messages()).toEqual([
      'partners/krungsiam-bank/theme.json /buttons: buttons has 7 entries; a theme needs exactly 8 (1 primary … 8 link): add the missing entries',
      'partners/siam-life/theme.json /buttons: buttons has 9 entries; a theme needs exactly 8 (1 primary … 8 link): remove the extra entries',
    ]);
  });

  it('an unknown field', () => {
    editJson('default', 'theme.json', (t) => {
      t.main_colour_1 = '#0B5FA5';
    });
    editJson('default', 'partner.json', (p) => {
      p.nickname = 'x';
    });
    expect(messages()).toEqual([
      'partners/default/partner.json /nickname: unknown field "nickname"; remove it or check its spelling',
      'partners/default/theme.json /main_colour_1: unknown field "main_colour_1"; remove it or check its spelling (did you mean "main_color_1"?)',
    ]);
  });

  it('a missing field, with its description', () => {
    editJson('siam-life', 'theme.json', (t) => {
      delete t.content_1;
    });
    expect(messages()).toEqual([
      'partners/siam-life/theme.json /content_1: missing field "content_1": Body text colour level 1 (1 = main text, 2 = secondary text, 3 = captions and hints).',
    ]);
  });

  it('an ins_code that differs between partner.json and theme.json', () => {
    editJson('tmp-corp', 'theme.json', (t) => {
      t.ins_code = 'TMPC0RP';
    });
    expect(messages()).toEqual([
      'partners/tmp-corp/theme.json /ins_code: "TMPC0RP" differs from ins_code "TMPCORP" in partners/tmp-corp/partner.json; the theme is served at /api/v1/theme/{ins_code}, so set both to the same code',
    ]);
  });

  it('an ins_code used by two partners', () => {
    editJson('siam-life', 'partner.json', (p) => {
      p.ins_code = 'KSB';
    });
    editJson('siam-life', 'theme.json', (t) => {
      t.ins_code = 'KSB';
    });
    const why =
      'each partner needs its own code, because GET /api/v1/theme/{ins_code} serves one theme per code';
    expect(messages()).toEqual([
      `partners/krungsiam-bank/partner.json /ins_code: "KSB" is also used by partners/siam-life/partner.json; ${why}`,
      `partners/siam-life/partner.json /ins_code: "KSB" is also used by partners/krungsiam-bank/partner.json; ${why}`,
    ]);
  });

  it('a secret_key shared by two partners, without printing it', () => {
    const secret = readJson('default', 'partner.json').secret_key as string;
    editJson('tmp-corp', 'partner.json', (p) => {
      p.secret_key = secret;
    });
    const out = messages();
    expect(out).toHaveLength(2);
    expect(out[1]).toMatch(
      /^partners\/tmp-corp\/partner\.json \/secret_key: the same secret_key is also used by partners\/default\/partner\.json; generate a new one/,
    );
    expect(out.join('\n')).not.toContain(secret);
  });

  it('a partner_id that does not match its folder', () => {
    editJson('siam-life', 'partner.json', (p) => {
      p.partner_id = 'siamlife';
    });
    expect(messages()).toEqual([
      'partners/siam-life/partner.json /partner_id: "siamlife" does not match the folder name "siam-life"; rename the folder or set partner_id to "siam-life"',
    ]);
  });

  it('low contrast', () => {
    editJson('siam-life', 'theme.json', (t) => {
      t.content_2 = '#9CA3AF';
    });
    const out = messages();
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^partners\/siam-life\/theme\.json \/content_2: "#9CA3AF" on background_color_2 "#FFFFFF" has contrast 2\.53:1, below the 4\.5:1 that WCAG AA needs for secondary text on cards and panels; use a colour with more contrast, e\.g\. "#[0-9A-F]{6}", or change background_color_2$/,
    );
  });

  it('low contrast of a button label', () => {
    editJson('tmp-corp', 'theme.json', (t) => {
      (t.buttons as Json[])[0]!.normal_text_color = '#FDBA74';
    });
    expect(messages()).toEqual([
      expect.stringMatching(
        /^partners\/tmp-corp\/theme\.json \/buttons\/0\/normal_text_color: "#FDBA74" on buttons\[0\]\.normal_background_color "#C2410C" has contrast 3\.07:1, below the 4\.5:1 that WCAG AA needs for the label of button 1 \(primary\) on its own background; /,
      ),
    ]);
  });

  it('an SVG with a script, an event attribute, a foreignObject and an external reference', () => {
    writeFileSync(
      file('default', 'assets', 'menu-1.svg'),
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
        '<script>alert(1)</script>',
        '<rect width="96" height="96" onload="alert(1)"/>',
        '<foreignObject width="10" height="10"><div>x</div></foreignObject>',
        '<image href="https://evil.example/x.png" width="10" height="10"/>',
        '</svg>',
      ].join('\n'),
    );
    expect(messages()).toEqual([
      'partners/default/assets/menu-1.svg:2: contains <script>; remove it: an image must not run code',
      'partners/default/assets/menu-1.svg:3: has an event attribute (on…=); remove it: an image must not run code',
      'partners/default/assets/menu-1.svg:4: contains <foreignObject>; remove it: it embeds HTML in the image',
      'partners/default/assets/menu-1.svg:5: has an external href; reference only elements of this file (href="#id") or embed a PNG, JPEG or WebP as a data: URL',
    ]);
  });

  it('a LINE OA id without @, and a status of 2', () => {
    editJson('krungsiam-bank', 'theme.json', (t) => {
      t.line_oa_id = 'krungsiambank';
      t.menu_icon_5_status = 2;
    });
    expect(messages()).toEqual([
      'partners/krungsiam-bank/theme.json /menu_icon_5_status: 2 is not a status; use 1 (shown) or 0 (hidden)',
      'partners/krungsiam-bank/theme.json /line_oa_id: "krungsiambank" is not a LINE official account id; use @ followed by 2 to 20 lower-case letters, digits, dots, dashes or underscores, e.g. "@thaicaretpa", or "" for none',
    ]);
  });

  it('duplicate tile ids and a bad tile target', () => {
    editJson('siam-life', 'menu-tiles.json', (m) => {
      const tiles = m.tiles as Json[];
      tiles[1] = { ...tiles[0]! };
      tiles[2]!.target = { kind: 'route', path: 'Claim Status' };
      tiles[3]!.target = { kind: 'web' };
    });
    expect(messages()).toEqual([
      'partners/siam-life/menu-tiles.json /tiles/2/target/path: "Claim Status" is not an app route; use a path starting with / made of lower-case letters, digits, / and -, e.g. "/coverages"',
      'partners/siam-life/menu-tiles.json /tiles/3/target: {"kind":"web"} is not a tile target; use {"kind": "route", "path": "/coverages"} or {"kind": "line_oa"}',
      'partners/siam-life/menu-tiles.json /tiles/1/id: "my_coverage" is also the id of /tiles/0; each tile may appear once, so remove one',
    ]);
  });

  it('a status flag that is not a theme status', () => {
    editJson('siam-life', 'menu-tiles.json', (m) => {
      ((m.tiles as Json[])[4]!.status as Json).B = 'menu_icon_7_status';
    });
    expect(messages()).toEqual([
      'partners/siam-life/menu-tiles.json /tiles/4/status/B: "menu_icon_7_status" is not a status flag; use "menu_icon_5_status", "menu_icon_6_status", "line_oa_status" or null (always shown)',
    ]);
  });

  it('an OA tile shown without an OA id', () => {
    editJson('krungsiam-bank', 'theme.json', (t) => {
      t.line_oa_id = '';
    });
    expect(messages()).toEqual([
      'partners/krungsiam-bank/theme.json /line_oa_status: the official LINE account tile is shown but line_oa_id is empty; set line_oa_id (e.g. "@thaicaretpa") or set line_oa_status to 0',
    ]);
  });

  it('a file that is not JSON, and a missing file', () => {
    writeFileSync(file('siam-life', 'theme.json'), '{\n  "ins_code": "SLI",\n}\n');
    unlinkSync(file('tmp-corp', 'menu-tiles.json'));
    const out = messages();
    // Issue 26: the line and the column of the syntax error.
    expect(out[0]).toMatch(
      /^partners\/siam-life\/theme\.json:3:1: is not valid JSON at line 3, column 1 \(.+\); fix the syntax$/,
    );
    expect(out).toContain(
      'partners/tmp-corp/menu-tiles.json: file is missing; every partner folder needs partner.json, theme.json and menu-tiles.json (copy them from partners/default/ and adapt them)',
    );
  });
});

describe('focus rings', () => {
  it('reports a ring of at least 3:1 for every surface of every shipped partner', () => {
    const report = validatePartners(listPartnerFolders(PARTNERS_DIR));
    for (const folder of report.folders) {
      const names = folder.focus.map((f) => f.surface);
      expect(names, folder.label).toEqual(
        expect.arrayContaining(['page', 'panel', 'topBar', 'bottomBar', 'tile', 'button.primary']),
      );
      for (const f of folder.focus) expect(f.ratio, `${folder.label} ${f.surface}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('derives a passing ring when the theme colours would fail (issue 10: the top bar ring)', () => {
    editJson('siam-life', 'theme.json', (t) => {
      t.top_bar_icon_color = '#1A6B45';
      t.top_bar_text_color = '#FFFFFF';
      t.main_color_2 = '#F7F4EA';
    });
    // The icon colour fails 3:1 on the top bar, so the title colour is used; the page ring (main_color_2
    // equals the page) falls back to main_color_1.
    const theme = readJson('siam-life', 'theme.json') as never;
    const pairs = Object.fromEntries(focusPairs(theme).map((p) => [p.surface, p]));
    expect(pairs.topBar!.ring).toBe('#FFFFFF');
    expect(pairs.page!.ring).toBe('#0F5132');
    for (const p of Object.values(pairs)) expect(p.ratio).toBeGreaterThanOrEqual(3);
  });
});

describe('validatePartnerFolder and the command line', () => {
  it('validates one folder on its own', () => {
    editJson('siam-life', 'theme.json', (t) => {
      t.main_color_1 = 'url(x)';
    });
    expect(validatePartnerFolder(file('siam-life')).map(formatProblem)).toEqual([
      'partners/siam-life/theme.json /main_color_1: "url(x)" is not a hex colour; use #RRGGBB, e.g. "#0B5FA5"',
    ]);
    expect(validatePartnerFolder(file('default'))).toEqual([]);
  });

  it('compares a single folder with its siblings for unique codes', () => {
    editJson('tmp-corp', 'partner.json', (p) => {
      p.ins_code = 'SLI';
    });
    editJson('tmp-corp', 'theme.json', (t) => {
      t.ins_code = 'SLI';
    });
    expect(validatePartners([file('tmp-corp')]).problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^partners\/tmp-corp\/partner\.json \/ins_code: "SLI" is also used by partners\/siam-life\/partner\.json; /,
      ),
    ]);
  });

  it('accepts the key placeholders of a staff export only with --exported (docs/decisions/067)', () => {
    editJson('siam-life', 'partner.json', (p) => {
      Object.assign(p, placeholderKeys('siam-life'));
    });
    expect(validatePartnerFolder(file('siam-life')).map((p) => p.pointer)).toEqual([
      '/secret_key',
      '/api_key',
    ]);
    expect(validatePartnerFolder(file('siam-life'))[0]!.message).toMatch(/placeholder of a staff export/);
    expect(validatePartnerFolder(file('siam-life'), { exported: true })).toEqual([]);
    const err: string[] = [];
    expect(
      main(
        [file('siam-life')],
        () => {},
        (s) => err.push(s),
      ),
    ).toBe(1);
    expect(
      main(
        ['--exported', file('siam-life')],
        () => {},
        (s) => err.push(s),
      ),
    ).toBe(0);
  });

  it('resolves --root, folders and files', () => {
    expect(resolveTargets(['--root', root])).toEqual(listPartnerFolders(root));
    expect(resolveTargets([`--root=${root}`])).toEqual(listPartnerFolders(root));
    expect(resolveTargets([file('siam-life'), file('siam-life', 'theme.json')])).toEqual([file('siam-life')]);
    expect(resolveTargets([])).toEqual(listPartnerFolders(PARTNERS_DIR));
    expect(() => resolveTargets([file('nope')])).toThrow(/no such file or folder/);
    expect(() => resolveTargets(['--bogus'])).toThrow(/unknown option --bogus/);
    expect(labelFor(file('siam-life'), 'theme.json')).toBe('partners/siam-life/theme.json');
  });

  it('main prints one line per partner and returns 0, or the problems and a count and returns 1', () => {
    const out: string[] = [];
    const err: string[] = [];
    expect(
      main(
        ['--root', root],
        (s) => out.push(s),
        (s) => err.push(s),
      ),
    ).toBe(0);
    // One summary line and one line of focus rings per partner.
    expect(out.filter((l) => l.startsWith('ok '))).toHaveLength(listPartnerFolders(root).length);
    expect(out.filter((l) => l.startsWith('   focus rings: page #'))).toHaveLength(
      listPartnerFolders(root).length,
    );
    expect(out.find((l) => l.startsWith('ok partners/tmp-corp:'))).toContain('TMPCORP, SSO');
    // Only warnings on stderr (krungsiam-bank hides the bottom bar, tmp-corp the top bar): exit code 0.
    expect(err.map((l) => l.split(':')[0])).toEqual(['warning', 'warning']);

    editJson('siam-life', 'theme.json', (t) => {
      t.main_color_1 = 'red';
      t.main_color_2 = 'blue';
    });
    out.length = 0;
    expect(
      main(
        ['--root', root],
        (s) => out.push(s),
        (s) => err.push(s),
      ),
    ).toBe(1);
    expect(out).toEqual([]);
    expect(err.at(-1)).toBe(
      `\nvalidate-partners: 2 errors in 1 of ${listPartnerFolders(root).length} partner folders`,
    );
  });

  it('runs as `npm run validate:partners` does (tsx), with exit codes', () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const script = join(ROOT, 'scripts', 'validate-partners.ts');
    const ok = execFileSync(tsx, [script, '--root', root], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(ok).toContain('ok partners/siam-life: Siam Life Assurance (SLI), reading B');

    editJson('krungsiam-bank', 'theme.json', (t) => {
      (t.buttons as Json[]).pop();
    });
    let status = 0;
    let stderr = '';
    try {
      execFileSync(tsx, [script, file('krungsiam-bank')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      status = (e as { status: number }).status;
      stderr = (e as { stderr: string }).stderr;
    }
    expect(status).toBe(1);
    expect(stderr).toContain(
      'partners/krungsiam-bank/theme.json /buttons: buttons has 7 entries; a theme needs exactly 8 (1 primary … 8 link): add the missing entries',
    );
    expect(stderr).toContain('validate-partners: 1 error in 1 of 1 partner folders');
  });
});

describe('reachability warnings (issue 25: no partner config strands a member)', () => {
  const warnings = () => validatePartners(listPartnerFolders(root)).warnings.map(formatWarning);

  it('warns, without failing, about the shipped partners that hide a bar', () => {
    const report = validatePartners(listPartnerFolders(PARTNERS_DIR));
    expect(report.problems).toEqual([]);
    expect(report.warnings.map((w) => `${w.file} ${w.pointer}`)).toEqual([
      'partners/krungsiam-bank/theme.json /bottom_bar_status',
      'partners/tmp-corp/theme.json /top_bar_status',
    ]);
    expect(report.warnings[0]!.message).toContain('only link to Notifications');
    expect(report.warnings[0]!.message).toContain('Settings (sign out, consents, account deletion)');
    expect(report.warnings[0]!.message).toContain('icons in the top bar');
    expect(report.warnings[1]!.message).toContain('title and back action and the language switch');
  });

  it('says where the links go when both bars are hidden, and no more when a banner leads there', () => {
    editJson('siam-life', 'theme.json', (t) => {
      t.top_bar_status = 0;
      t.bottom_bar_status = 0;
    });
    const mine = () => warnings().filter((w) => w.includes('siam-life'));
    expect(mine()).toHaveLength(2);
    expect(mine()[0]).toContain('compact header at the top of the main pages');
    editJson('siam-life', 'theme.json', (t) => {
      t.banner_url_1 = '/setting';
      t.banner_url_1_status = 1;
    });
    expect(mine()[0]).toContain('only link to Notifications (claim and document news);');
    expect(mine()[0]).not.toContain('Settings (');
    editJson('siam-life', 'theme.json', (t) => {
      t.banner_url_2 = '/notification?group=claim';
      t.banner_url_2_status = 1;
    });
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toContain('siam-life/theme.json /top_bar_status:');
    // A hidden banner is no way there.
    editJson('siam-life', 'theme.json', (t) => {
      t.banner_url_2_status = 0;
    });
    expect(mine()).toHaveLength(2);
  });

  it('leaves the language switch out of the message of a one-language partner', () => {
    editJson('tmp-corp', 'partner.json', (p) => {
      p.languages = ['th'];
    });
    const w = warnings().find((l) => l.includes('tmp-corp'));
    expect(w).toContain("each screen's title and back action;");
  });

  it('prints warnings on stderr and still exits 0', () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const script = join(ROOT, 'scripts', 'validate-partners.ts');
    const run = spawnSync(tsx, [script, file('krungsiam-bank')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(
      'warning: partners/krungsiam-bank/theme.json /bottom_bar_status: the bottom bar is hidden',
    );
    expect(run.stdout).toContain('ok partners/krungsiam-bank');
  });
});

describe('issue 26: what a member would see', () => {
  const run = (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = main(
      args,
      (l) => out.push(l),
      (l) => err.push(l),
    );
    return { code, out, err };
  };

  it('--contrast prints every pair, passing ones included, the focus rings and the logo', () => {
    const { code, out } = run(['--contrast', file('siam-life')]);
    expect(code).toBe(0);
    const rows = out.filter((l) => /^ {3}(pass|FAIL|hidden) /.test(l));
    expect(rows.length).toBeGreaterThan(40);
    expect(rows).toContain(
      '   pass 9.36:1 (needs 4.5:1) #FFFFFF on #0F5132: the top bar title (top_bar_text_color on top_bar_background_color)',
    );
    expect(rows.some((l) => l.includes('the focus ring of a home menu tile'))).toBe(true);
    expect(
      rows.some((l) => l.includes('the logo on the top bar of the home page (on its own backdrop)')),
    ).toBe(true);
    // Without the flag, no report.
    expect(run([file('siam-life')]).out.filter((l) => l.startsWith('   pass'))).toEqual([]);
  });

  it('a logo drawn in the top bar colour fails, and its chip fix passes', () => {
    writeFileSync(
      file('siam-life', 'assets', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><text x="4" y="40" fill="#0F5132">Siam Life</text></svg>',
    );
    expect(messages()).toEqual([
      'partners/siam-life/theme.json /logo: the logo has #0F5132 at 1.00:1 on the top bar of the home page (#0F5132), below the 3:1 a logo needs against what it sits on (WCAG 1.4.11); put it on a chip (logo_chip_status 1, logo_chip_color "#FFFFFF"), or add a light version of the logo as logo_on_dark (drawn on dark surfaces)',
    ]);
    editJson('siam-life', 'theme.json', (t) => {
      t.logo_chip_status = 1;
      t.logo_chip_color = '#FFFFFF';
    });
    expect(messages()).toEqual([]);
  });

  it('a removed spec tile, a BOM and a bad partner id, each once', () => {
    editJson('siam-life', 'menu-tiles.json', (m) => {
      m.tiles = (m.tiles as Json[]).filter((t) => t.id !== 'e_claim');
    });
    const partner = readFileSync(file('tmp-corp', 'partner.json'), 'utf8');
    writeFileSync(file('tmp-corp', 'partner.json'), `\uFEFF${partner}`);
    editJson('default', 'partner.json', (p) => {
      p.partner_id = 'thai care';
    });
    const out = messages();
    expect(out.filter((l) => l.startsWith('partners/siam-life/'))).toEqual([
      'partners/siam-life/theme.json /menu_icon_5_status: menu_icon_5_status is 1 (shown), but the e_claim tile it governs under reading B is not in menu-tiles.json, so members never see it; add the e_claim tile back to menu-tiles.json or set menu_icon_5_status to 0',
    ]);
    expect(out.filter((l) => l.startsWith('partners/tmp-corp/'))).toEqual([
      expect.stringMatching(/^partners\/tmp-corp\/partner\.json:1:1: starts with a byte order mark \(BOM/),
    ]);
    expect(out.filter((l) => l.startsWith('partners/default/'))).toEqual([
      expect.stringMatching(
        /^partners\/default\/partner\.json \/partner_id: "thai care" is not a partner id; .* e\.g\. "thai-care"/,
      ),
    ]);
  });
});

describe('checkSvg', () => {
  it.each([
    ['<svg><script href="x.js"/></svg>', 'contains <script>'],
    ['<svg><g ONCLICK="x()"/></svg>', 'event attribute'],
    ['<svg><use xlink:href="https://x/y.svg#a"/></svg>', 'external href'],
    ['<svg><rect style="fill:url(https://x/y)"/></svg>', 'external url('],
    ['<svg><style>@import "https://x/y.css";</style></svg>', '@import'],
    ['<!DOCTYPE svg [<!ENTITY a "b">]><svg/>', 'DOCTYPE'],
    ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', 'javascript:'],
    ['<svg><iframe/></svg>', 'embeds another document'],
    ['<html><body/></html>', 'not an SVG'],
  ])('flags %s', (svg, expected) => {
    expect(
      checkSvg(svg)
        .map((p) => p.message)
        .join('\n'),
    ).toContain(expected);
  });

  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>',
    '<svg><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>',
    '<svg><text font-family="Sarabun">Bonus: 10%</text></svg>',
  ])('accepts %s', (svg) => {
    expect(checkSvg(svg)).toEqual([]);
  });
});

describe('help pages (partners/<id>/pages)', () => {
  it('the shipped pages pass', () => {
    const problems = validatePartners(listPartnerFolders(root)).problems.filter((p) =>
      p.file.includes('/pages/'),
    );
    expect(problems).toEqual([]);
  });

  it('a page without its other language, without a title, with HTML or with an unknown name fails', () => {
    unlinkSync(file('siam-life', 'pages', 'faq.en.md'));
    writeFileSync(file('siam-life', 'pages', 'about.th.md'), 'ไม่มีหัวเรื่อง\n');
    writeFileSync(file('siam-life', 'pages', 'contact.en.md'), '# Contact\n\nCall <b>1352</b>\n');
    writeFileSync(file('siam-life', 'pages', 'careers.en.md'), '# Careers\n\nJoin us\n');
    const messages = validatePartnerFolder(file('siam-life')).map(formatProblem);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/pages\/faq\.th\.md: has no English version; add faq\.en\.md/),
        expect.stringMatching(/pages\/about\.th\.md:1: must start with its title/),
        expect.stringMatching(/pages\/contact\.en\.md:3: contains raw HTML/),
        expect.stringMatching(/pages\/careers\.en\.md: is not a help page/),
      ]),
    );
  });

  it('the default partner must have every page in both languages', () => {
    unlinkSync(file('default', 'pages', 'terms.th.md'));
    const messages = validatePartnerFolder(file('default')).map(formatProblem);
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/default\/pages\/terms\.th\.md: is missing/)]),
    );
  });
});
