import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { createTestDatabase } from '../testing/db';
import { testConfig } from '../testing/server';
import { placeholderKeys } from '../../shared/engine/partner/key-placeholders';
import { loadPartners, PartnerConfigError, withPartnerDefaults } from './loader';
import { secretsEqual } from './registry';

const temps: string[] = [];
function copyOfPartners(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-partners-'));
  temps.push(dir);
  cpSync('partners', dir, { recursive: true });
  return dir;
}
function editJson(path: string, edit: (value: Record<string, unknown>) => void) {
  const value = JSON.parse(readFileSync(path, 'utf8'));
  edit(value);
  writeFileSync(path, JSON.stringify(value));
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadPartners', () => {
  it('loads every partner folder of the repository, the default one included', () => {
    const registry = loadPartners('partners');
    expect(registry.default.id).toBe('default');
    for (const p of registry.all) {
      expect(registry.byApiKey(p.partner.api_key)).toBe(p);
      expect(registry.byInsCode(p.partner.ins_code)).toBe(p);
      expect(p.themeCss).toMatch(/^--wl-/);
      expect(p.bootJson).not.toContain('secret_key');
      expect(p.publicPartner).not.toHaveProperty('secret_key');
      expect(p.theme).not.toHaveProperty('$schema');
    }
  });

  it('stops with the file, the JSON pointer and the problem for an invalid theme', () => {
    const dir = copyOfPartners();
    editJson(join(dir, 'default', 'theme.json'), (theme) => {
      theme.main_color_1 = 'red; background:url(x)';
      theme.surprise = true;
    });
    let error: unknown;
    try {
      loadPartners(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PartnerConfigError);
    const { problems, message } = error as PartnerConfigError;
    expect(problems).toContainEqual(
      expect.stringMatching(/default\/theme\.json \/main_color_1: must match pattern/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/default\/theme\.json \/: must NOT have additional properties: "surprise"/),
    );
    expect(message).toContain('so the server did not start');
    expect(message).toContain('npm run validate:partners');
  });

  it("refuses a partner whose keys are a staff export's placeholders (docs/decisions/067)", () => {
    const dir = copyOfPartners();
    editJson(join(dir, 'siam-life', 'partner.json'), (partner) => {
      Object.assign(partner, placeholderKeys('siam-life'));
    });
    expect(() => loadPartners(dir)).toThrow(
      /siam-life\/partner\.json \/api_key: the placeholder of a staff export/,
    );
  });

  it('names a missing required field', () => {
    const dir = copyOfPartners();
    editJson(join(dir, 'default', 'partner.json'), (partner) => {
      delete partner.api_key;
    });
    expect(() => loadPartners(dir)).toThrow(/default\/partner\.json \/: must have property "api_key"/);
  });

  it('refuses a theme whose ins_code differs from the partner', () => {
    const dir = copyOfPartners();
    editJson(join(dir, 'default', 'theme.json'), (theme) => {
      theme.ins_code = 'OTHER';
    });
    expect(() => loadPartners(dir)).toThrow(
      /default\/theme\.json \/ins_code: must equal partner\.json ins_code "TPA"/,
    );
  });

  it('refuses broken JSON and a missing file', () => {
    const dir = copyOfPartners();
    writeFileSync(join(dir, 'default', 'menu-tiles.json'), '{ "tiles": [ ');
    rmSync(join(dir, 'default', 'theme.json'));
    let message = '';
    try {
      loadPartners(dir);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/default\/menu-tiles\.json: not valid JSON/);
    expect(message).toMatch(/default\/theme\.json: file is missing/);
  });

  it('refuses two partners sharing an api_key without printing the key', () => {
    const dir = copyOfPartners();
    cpSync(join(dir, 'default'), join(dir, 'twin'), { recursive: true });
    editJson(join(dir, 'twin', 'partner.json'), (partner) => {
      partner.partner_id = 'twin';
      partner.ins_code = 'TWIN';
      partner.secret_key = 'twin_secret_key_0123456789';
    });
    editJson(join(dir, 'twin', 'theme.json'), (theme) => {
      theme.ins_code = 'TWIN';
    });
    let message = '';
    try {
      loadPartners(dir);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/twin\/partner\.json \/api_key: the same api_key as partners\/default/);
    expect(message).not.toContain(loadPartners('partners').default.partner.api_key);
  });

  it('requires the default partner', () => {
    const dir = copyOfPartners();
    rmSync(join(dir, 'default'), { recursive: true });
    expect(() => loadPartners(dir)).toThrow(/no "default" partner folder/);
  });

  it('stops the server start before it opens the database', async () => {
    const dir = copyOfPartners();
    editJson(join(dir, 'default', 'partner.json'), (partner) => {
      partner.telemed_card_limit = 4;
    });
    const database = await createTestDatabase();
    try {
      await expect(buildServer({ config: testConfig({ PARTNERS_DIR: dir }), database })).rejects.toThrow(
        /default\/partner\.json \/telemed_card_limit: must be equal to one of the allowed values: 2, 3/,
      );
    } finally {
      await database.destroy();
    }
  });
});

describe('partner defaults and secrets', () => {
  it('fills in the schema defaults', () => {
    const partner = loadPartners('partners').default.partner;
    const {
      languages: _l,
      line_login_enabled: _e,
      telemed_card_limit: _t,
      tile_reading: _r,
      year_format: _y,
      ...bare
    } = partner;
    expect(withPartnerDefaults(bare)).toMatchObject({
      languages: ['th', 'en'],
      line_login_enabled: false,
      telemed_card_limit: 3,
      tile_reading: 'A',
      year_format: 'gregorian',
    });
  });

  it('compares secrets of any length', () => {
    expect(secretsEqual('abc', 'abc')).toBe(true);
    expect(secretsEqual('abc', 'abcd')).toBe(false);
    expect(secretsEqual('', 'x')).toBe(false);
  });

  it('authenticates a partner only with its own secret', () => {
    const registry = loadPartners('partners');
    const p = registry.default.partner;
    expect(registry.authenticate(p.partner_id, p.secret_key)?.id).toBe('default');
    expect(registry.authenticate(p.partner_id, `${p.secret_key}x`)).toBeUndefined();
    expect(registry.authenticate(p.partner_id, undefined)).toBeUndefined();
    expect(registry.authenticate('nobody', p.secret_key)).toBeUndefined();
  });
});
