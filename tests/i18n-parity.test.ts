import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, '..', 'locales');

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(obj: unknown, prefix = ''): Array<[string, string]> {
  if (typeof obj === 'string') return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

const load = (lng: string, file: string) => JSON.parse(readFileSync(join(LOCALES_DIR, lng, file), 'utf8'));
const namespaces = readdirSync(join(LOCALES_DIR, 'th')).filter((f) => f.endsWith('.json'));

// Brand and product words that stay in Latin script inside Thai sentences.
const LATIN_IN_THAI =
  /\b(LINE|OTP|e-Claim|English|PDPA|ID|JSON|PDF|JPG|PNG|THB|USD|Telemed|TMP|GPS|TPA|QR|SMS)\b|\S+@\S+|[A-Za-z]–[A-Za-z]/g;

describe('locale parity', () => {
  it('has the same namespaces in th and en', () => {
    expect(
      readdirSync(join(LOCALES_DIR, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: th and en have the same keys`, () => {
      expect(keys(load('en', ns)).sort()).toEqual(keys(load('th', ns)).sort());
    });

    it(`${ns}: every string is non-empty and keeps the same interpolation variables`, () => {
      const en = Object.fromEntries(leaves(load('en', ns)));
      for (const [key, th] of leaves(load('th', ns))) {
        expect(th.trim(), `th ${key}`).not.toBe('');
        expect(en[key]?.trim(), `en ${key}`).not.toBe('');
        const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
        expect(vars(th), `variables of ${key}`).toEqual(vars(en[key] ?? ''));
      }
    });

    it(`${ns}: Thai strings are Thai and English strings are English`, () => {
      for (const [key, th] of leaves(load('th', ns))) {
        if (key === 'nav.language' || key === 'nav.languageLabel') continue; // names the other language
        const stripped = th.replace(/{{\w+}}/g, '').replace(LATIN_IN_THAI, '');
        expect(/[\u0E00-\u0E7F]/.test(th), `th ${key} has Thai: ${th}`).toBe(true);
        expect(/[A-Za-z]{3,}/.test(stripped), `th ${key} has no stray English: ${th}`).toBe(false);
      }
      for (const [key, en] of leaves(load('en', ns))) {
        if (key === 'nav.language' || key === 'nav.languageLabel') continue;
        expect(/[\u0E00-\u0E7F]/.test(en), `en ${key} has no Thai: ${en}`).toBe(false);
      }
    });
  }
});
