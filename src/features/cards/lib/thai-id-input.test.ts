import { describe, expect, it } from 'vitest';
import { formatThaiIdInput, lineOaUrl } from './thai-id-input';

describe('national id input', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['11017', '1-1017'],
    ['1101700230', '1-1017-00230'],
    ['110170023070', '1-1017-00230-70'],
    ['1101700230708', '1-1017-00230-70-8'],
    ['1-1017-00230-70-8', '1-1017-00230-70-8'],
    ['1 1017 00230 70 8 999', '1-1017-00230-70-8'],
    ['๑๑๐๑๗๐๐๒๓๐๗๐๘', '1-1017-00230-70-8'],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatThaiIdInput(input)).toBe(expected);
  });
});

describe('official LINE account link', () => {
  it('opens the account by its id', () => {
    expect(lineOaUrl('@thaicaretpa')).toBe('https://line.me/R/ti/p/@thaicaretpa');
    expect(lineOaUrl('@a/b?c')).toBe('https://line.me/R/ti/p/@a%2Fb%3Fc');
  });
});
