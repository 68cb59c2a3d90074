import { describe, expect, it } from 'vitest';
import { isSafeInternalPath, safeRedirect } from './safe-path';

describe('isSafeInternalPath', () => {
  it.each([
    '/',
    '/coverages',
    '/en/coverages/123',
    '/claim-status/abc-1?tab=history',
    '/search-hospital?q=%E0%B8%81',
    '/promotion/p01',
  ])('accepts %s', (p) => {
    expect(isSafeInternalPath(p)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['relative', 'coverages'],
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slash', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['encoded scheme', '%6Aavascript:alert(1)'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['null byte', '/coverages%00'],
    ['traversal', '/../etc/passwd'],
    ['encoded traversal', '/%2E%2E/admin'],
    ['space', '/ /evil'],
    ['quote', '/"onmouseover=alert(1)'],
    ['too long', `/${'a'.repeat(3000)}`],
    ['bad encoding', '/%E0%A4%A'],
    ['not a string', 42],
  ])('refuses %s', (_name, p) => {
    expect(isSafeInternalPath(p)).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('falls back to home for unsafe targets', () => {
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example', '/en')).toBe('/en');
    expect(safeRedirect('/coverages')).toBe('/coverages');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
