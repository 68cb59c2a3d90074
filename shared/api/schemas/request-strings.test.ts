/**
 * Issue 9, deliverable 4: every string a request of the contract carries refuses control characters
 * (text() of shared/api/schemas/common.ts) and every request date keeps to 1900–2200 (DateInputSchema),
 * so a new endpoint cannot forget them. Walks the zod schemas of every operation in OPERATIONS.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPERATIONS } from '../contract';
import { DATE_RANGE_ISSUE_CODE, DateInputSchema, TEXT_ISSUE_CODE, text } from './common';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const issueCodes = (def: Def) =>
  ((def.checks as { _zod: { def: { params?: { code?: unknown } } } }[] | undefined) ?? []).map(
    (check) => check._zod.def.params?.code,
  );

/** Paths of request strings that lack the check their kind needs. */
function unchecked(schema: unknown, path: string, out: string[]): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        unchecked(value, `${path}.${key}`, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      unchecked(def.innerType, path, out);
      break;
    case 'pipe':
      unchecked(def.in, path, out);
      break;
    case 'array':
      unchecked(def.element, `${path}[]`, out);
      break;
    case 'union':
      for (const option of def.options as unknown[]) unchecked(option, path, out);
      break;
    case 'string': {
      const codes = issueCodes(def);
      // A date must keep to the range; a uuid's format already admits only hex and dashes.
      if (def.format === 'date') {
        if (!codes.includes(DATE_RANGE_ISSUE_CODE)) out.push(`${path} (date without the range check)`);
      } else if (def.format !== 'uuid' && !codes.includes(TEXT_ISSUE_CODE)) out.push(path);
      break;
    }
    default:
      break;
  }
  return out;
}

describe('request strings of the contract', () => {
  it('every request string is built with text() and every request date with DateInputSchema', () => {
    const missing: string[] = [];
    for (const op of OPERATIONS)
      for (const [part, schema] of Object.entries(op.request))
        if (schema) unchecked(schema, `${op.operationId}.${part}`, missing);
    expect(missing).toEqual([]);
  });

  it('the walk finds a plain string and a plain date (so the check above can fail)', () => {
    expect(unchecked(z.object({ a: z.string(), d: z.iso.date() }), 'x', [])).toEqual([
      'x.a',
      'x.d (date without the range check)',
    ]);
    expect(unchecked(z.object({ a: text().max(3), d: DateInputSchema.optional() }), 'x', [])).toEqual([]);
  });
});

describe('text() and DateInputSchema', () => {
  const codesOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((i) => (i.code === 'custom' ? (i.params?.code as string) : i.code));
  };

  it('refuses NUL, C0, DEL, C1 and lone surrogates; allows Thai, emoji and ordinary text', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      '\u001f',
      'x\u007f',
      '\u0080',
      '\u009f',
      '\ud800',
      'a\udc00',
      'a\tb',
      'a\nb',
    ])
      expect(codesOf(text(), bad), JSON.stringify(bad)).toEqual([TEXT_ISSUE_CODE]);
    for (const good of ['สมชาย ใจดี', '😀👍🏽🇹🇭', 'AIA-1234', '', ' ', '\u00a0é'])
      expect(codesOf(text(), good), JSON.stringify(good)).toEqual([]);
  });

  it('multi-line text allows tab, LF and CR, and nothing else', () => {
    expect(codesOf(text({ multiLine: true }), 'a\tb\r\nc')).toEqual([]);
    expect(codesOf(text({ multiLine: true }), 'a\u0000b')).toEqual([TEXT_ISSUE_CODE]);
    expect(codesOf(text({ multiLine: true }), 'a\u000bb')).toEqual([TEXT_ISSUE_CODE]);
  });

  it('dates: 1900-01-01 to 2200-12-31; impossible dates refused by the format', () => {
    for (const ok of ['1900-01-01', '2200-12-31', '2024-02-29', '2026-11-22'])
      expect(codesOf(DateInputSchema, ok), ok).toEqual([]);
    for (const far of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31'])
      expect(codesOf(DateInputSchema, far), far).toEqual([DATE_RANGE_ISSUE_CODE]);
    for (const impossible of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31', '26-01-01'])
      expect(codesOf(DateInputSchema, impossible), impossible).toEqual(['invalid_format']);
  });
});
