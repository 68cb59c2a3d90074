/**
 * One way to space things: every stylesheet (*.css.ts) takes padding, margin, gap, offsets and corner
 * radii from the contract's scales (`space.*`, `radius.*` in shared/engine/theme/contract.css.ts,
 * docs/decisions/075-spacing-and-radius-tokens.md), never a raw px number. Allowed as they are: 0,
 * 1 px hairlines, values relative to the text (rem, em, %), and named sizes (a constant such as
 * TOP_BAR_HEIGHT says what it measures).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'previewer', 'shared'];

const SIDES = '(?:Top|Right|Bottom|Left|Inline|Block|InlineStart|InlineEnd|BlockStart|BlockEnd)?';
const CORNERS = '(?:TopLeft|TopRight|BottomLeft|BottomRight|StartStart|StartEnd|EndStart|EndEnd)?';
const PROPERTY = new RegExp(
  `\\b(padding${SIDES}|margin${SIDES}|inset${SIDES}|gap|rowGap|columnGap|top|right|bottom|left|border${CORNERS}Radius)` +
    // A number, or a quoted or template string (no nested backticks in style values).
    `\\s*:\\s*(-?\\d+(?:\\.\\d+)?|'[^'\\n]*'|"[^"\\n]*"|\`[^\`]*\`)`,
  'g',
);
/** A px length written out in a string (`${…}px` is built from a named size, so it is not one). */
const PX = /(?<![\w$}.])(-?\d*\.?\d+)px\b/g;

const allowed = (n: number) => n === 0 || Math.abs(n) === 1;

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The raw spacing or radius literals in a stylesheet's source, as `property: value`. */
function rawSpacing(source: string): string[] {
  const found: string[] = [];
  for (const [, property = '', value = ''] of stripComments(source).matchAll(PROPERTY)) {
    if (/^-?\d/.test(value)) {
      if (!allowed(Number(value))) found.push(`${property}: ${value}`);
      continue;
    }
    for (const [, n] of value.matchAll(PX)) {
      if (!allowed(Number(n))) {
        found.push(`${property}: ${value}`);
        break;
      }
    }
  }
  return found;
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

describe('spacing and radius tokens', () => {
  it('finds raw literals and lets tokens, hairlines and named sizes through', () => {
    const sample = `
      const a = style({ padding: 12, gap: '4px 8px', borderRadius: 10, top: -6, marginInlineStart: '0.5rem' });
      const b = style({ padding: space.md, gap: \`\${space.xs} \${space.sm}\`, borderRadius: radius.md });
      const c = style({ margin: -1, padding: 0, border: '1.5px solid red', gap: 1, paddingTop: \`1px \${space.sm}\` });
      const d = style({ top: TOP_BAR_HEIGHT, paddingInlineEnd: \`calc(\${TOGGLE}px + \${space.sm})\`, width: 48 });
      // padding: 14 in a comment is prose
    `;
    expect(rawSpacing(sample)).toEqual(['padding: 12', "gap: '4px 8px'", 'borderRadius: 10', 'top: -6']);
  });

  const files = FOLDERS.flatMap((folder) => stylesheets(join(ROOT, folder)));

  it('scans the stylesheets', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))('%s uses the scales', (_name, file) => {
    expect(rawSpacing(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
