import { describe, expect, it } from 'vitest';
import {
  hexToRgb,
  listArgument,
  median,
  networkConditions,
  numberArgument,
  ratio,
  SLOW_MOBILE,
  seconds,
  spread,
  stringArgument,
  summarize,
  table,
  verdict,
} from './bench/stats';

describe('bench helpers', () => {
  it('turns issue 10 link into CDP figures: bytes per second and milliseconds', () => {
    expect(networkConditions(SLOW_MOBILE)).toEqual({
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
  });

  it('takes the median of odd and even counts, skipping missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, Number.NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });

  it('summarizes runs with the range and the missing count', () => {
    expect(summarize([3400, null, 3600, 3500])).toEqual({ median: 3500, min: 3400, max: 3600, missing: 1 });
    expect(spread([3400, 3600, 3500])).toBe('3.50 s (3.40–3.60 s)');
    expect(spread([3400, null])).toBe('3.40 s (3.40–3.40 s), 1 missing');
    expect(spread([null, null])).toBe('— (2 missing)');
    expect(seconds(null)).toBe('—');
    expect(seconds(400)).toBe('0.40 s');
  });

  it('divides only known figures', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(null, 4)).toBeNull();
    expect(ratio(1, 0)).toBeNull();
  });

  it('says whether a target is met and by how much it is missed', () => {
    expect(verdict(300, 400, seconds)).toBe('met');
    expect(verdict(400, 400, seconds)).toBe('met');
    expect(verdict(3500, 400, seconds)).toBe('missed by 3.10 s');
    expect(verdict(null, 400, seconds)).toBe('not measured');
  });

  it('lays out a table in padded columns under a rule', () => {
    expect(
      table(
        ['a', 'bb'],
        [
          ['xxx', 'y'],
          ['z', ''],
        ],
      ),
    ).toBe(['a    bb', '---  --', 'xxx  y', 'z'].join('\n'));
  });

  it('reads arguments with fallbacks for missing or bad values', () => {
    const argv = ['--runs=9', '--cpu=4,12,x', '--bad=-1', '--client-dir=dist-x/client'];
    expect(numberArgument(argv, 'runs', 5)).toBe(9);
    expect(numberArgument(argv, 'bad', 5)).toBe(5);
    expect(numberArgument(argv, 'none', 5)).toBe(5);
    expect(listArgument(argv, 'cpu', [1])).toEqual([4, 12]);
    expect(listArgument(argv, 'none', [4, 12])).toEqual([4, 12]);
    expect(stringArgument(argv, 'client-dir', '')).toBe('dist-x/client');
    expect(stringArgument(argv, 'none', 'x')).toBe('x');
  });

  it('converts a theme colour to what getComputedStyle reports', () => {
    expect(hexToRgb('#0F5132')).toBe('rgb(15, 81, 50)');
  });
});
