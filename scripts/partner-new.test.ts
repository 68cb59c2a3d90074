import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { partnerFolderFromKit } from '../shared/engine/partner/folder';
import { main, writePartnerFolder } from './partner-new';
import { PARTNERS_DIR, validatePartnerFolder, validatePartners } from './validate-partners';

const roots: string[] = [];
function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'partner-new-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

const ARGS = ['--id', 'acme-health', '--ins-code', 'ACM', '--name', 'Acme Health', '--name-th', 'แอคมี เฮลท์'];

describe('partner:new', () => {
  it('writes a folder that validate:partners accepts next to the real partners', () => {
    const root = tempRoot();
    for (const id of ['default', 'siam-life'])
      cpSync(join(PARTNERS_DIR, id), join(root, id), { recursive: true });
    const out: string[] = [];
    const err: string[] = [];
    const code = main(
      [...ARGS, '--colors', '#0057B8,#FFB81C', '--root', root],
      (m) => out.push(m),
      (m) => err.push(m),
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/validate:partners accepts it/);
    expect(
      validatePartners([join(root, 'acme-health'), join(root, 'default'), join(root, 'siam-life')]).problems,
    ).toEqual([]);
    const partner = JSON.parse(readFileSync(join(root, 'acme-health', 'partner.json'), 'utf8'));
    expect(partner).toMatchObject({
      partner_id: 'acme-health',
      ins_code: 'ACM',
      name: { th: 'แอคมี เฮลท์', en: 'Acme Health' },
    });
    expect(partner.secret_key).toMatch(/^acm_sk_[A-Za-z0-9]{24}$/);
    expect(existsSync(join(root, 'acme-health', 'assets', 'banner-1.svg'))).toBe(true);
  });

  it('refuses to overwrite a folder and says what is missing', () => {
    const root = tempRoot();
    const err: string[] = [];
    expect(
      main(
        [...ARGS, '--colors', '#123456', '--root', root],
        () => {},
        (m) => err.push(m),
      ),
    ).toBe(0);
    expect(
      main(
        [...ARGS, '--colors', '#123456', '--root', root],
        () => {},
        (m) => err.push(m),
      ),
    ).toBe(1);
    expect(err.join()).toMatch(/already exists/);
    expect(
      main(
        ['--id', 'x1'],
        () => {},
        (m) => err.push(m),
      ),
    ).toBe(2);
    expect(err.at(-1)).toMatch(/--ins-code, --name, --name-th, --colors/);
  });

  it('is valid for any brand colours (bounded runs)', () => {
    const root = tempRoot();
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    let i = 0;
    fc.assert(
      fc.property(fc.array(hex, { minLength: 1, maxLength: 3 }), (colors) => {
        const id = `kit-${i++}`;
        const files = partnerFolderFromKit({
          partnerId: id,
          insCode: `K${i}`,
          name: 'Kit',
          nameTh: 'ชุดแบรนด์',
          colors,
        });
        const dir = writePartnerFolder(root, files, id);
        expect(validatePartnerFolder(dir)).toEqual([]);
      }),
      { numRuns: 25, seed: 11 },
    );
  });
});
