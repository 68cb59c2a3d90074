/**
 * docs/operations.md's table of environment variables is the one place they are documented: it must
 * be what the configuration schemas say, and name every variable the server reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvSchema } from '../server/config';
import { EnvSchema as AuthEnvSchema } from '../server/modules/accounts/auth-settings';
import {
  DOC_FILE,
  END_MARKER,
  envRows,
  renderTable,
  rowsFromSchema,
  START_MARKER,
  withEnvTable,
} from './gen-env-docs';

const document = () => readFileSync(DOC_FILE, 'utf8');

describe('the environment table of docs/operations.md', () => {
  it('is the table generated from the schemas (run `npm run gen:env-docs` after changing one)', () => {
    const current = document();
    expect(current).toContain(START_MARKER);
    expect(withEnvTable(current), 'docs/operations.md differs from the schemas: npm run gen:env-docs').toBe(
      current,
    );
  });

  it('has one row per variable of both schemas, with the six that used to be documented nowhere', () => {
    const table = document().slice(document().indexOf(START_MARKER), document().indexOf(END_MARKER));
    const names = [...table.matchAll(/^\| `([A-Z0-9_<>]+)` \|/gm)].map((m) => m[1]);
    for (const name of [...Object.keys(EnvSchema.shape), ...Object.keys(AuthEnvSchema.shape)])
      expect(names).toContain(name);
    for (const name of ['TRUST_PROXY', 'HOST', 'LOG_LEVEL', 'PARTNERS_DIR', 'CLIENT_DIR', 'SEED_DEMO_DATA'])
      expect(names.filter((n) => n === name)).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reads defaults and accepted values from the schema, and refuses a variable without a description', () => {
    const schema = z.object({
      COUNT: z.preprocess(
        (v) => (v === undefined ? undefined : Number(v)),
        z.number().int().min(1).max(9).default(3),
      ),
      MODE: z.preprocess((v) => v, z.enum(['fast', 'safe']).optional()),
      SECRET: z.string().min(32).optional(),
    });
    const rows = rowsFromSchema(
      schema,
      {
        COUNT: { description: 'How many.' },
        MODE: { description: 'Which | one.', default: '`safe` in production' },
        SECRET: { description: 'A key.', secret: true },
      },
      'test',
    );
    expect(rows).toEqual([
      { name: 'COUNT', default: '`3`', accepts: 'whole number 1–9', description: 'How many.', secret: false },
      {
        name: 'MODE',
        default: '`safe` in production',
        accepts: '`fast`, `safe`',
        description: 'Which | one.',
        secret: false,
      },
      {
        name: 'SECRET',
        default: 'unset',
        accepts: 'at least 32 characters',
        description: 'A key.',
        secret: true,
      },
    ]);
    expect(renderTable(rows)).toContain(
      '| `MODE` | `safe` in production | `fast`, `safe` | Which \\| one. |',
    );
    expect(renderTable(rows)).toContain('| `SECRET` | unset | at least 32 characters | **Secret.** A key. |');
    expect(() => rowsFromSchema(schema, { COUNT: { description: 'How many.' } }, 'server/x.ts')).toThrow(
      /MODE has no description: add it to ENV_DOCS in server\/x\.ts/,
    );
  });

  it('names every variable the server code reads by name', () => {
    const documented = new Set(envRows().map((row) => row.name));
    const read = new Map<string, string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'testing') walk(path);
        } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          const source = readFileSync(path, 'utf8');
          // env.NAME, env['NAME'], process.env.NAME, and config.ts's value('NAME') / httpUrl('NAME') / count('NAME').
          const patterns = [
            /\benv(?:\.|\[['"])([A-Z][A-Z0-9_]{2,})\b/g,
            /\b(?:value|httpUrl|count)\('([A-Z][A-Z0-9_]{2,})'/g,
          ];
          for (const pattern of patterns) for (const m of source.matchAll(pattern)) read.set(m[1]!, path);
        }
      }
    };
    walk('server');
    expect(read.size).toBeGreaterThan(5);
    const undocumented = [...read].filter(([name]) => !documented.has(name)).map(([n, p]) => `${n} (${p})`);
    expect(undocumented, 'read by the server but missing from docs/operations.md').toEqual([]);
  });
});
