import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/config/routes';
import { DEFAULT_VIEW, decodeView, encodeView, type ViewState, WIDTHS } from './view-state';

/** Every non-empty subset of `values`, in their order. */
function subsets<T>(values: readonly T[]): T[][] {
  let all: T[][] = [[]];
  for (const v of values) all = all.concat(all.map((s) => [...s, v]));
  return all.filter((s) => s.length > 0);
}

const DRAFT = '3f0b6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the previewer view in the URL', () => {
  it('round-trips every combination of sources, languages, widths, search and modes', () => {
    const partnerSets = [
      ['default'],
      ['default', 'siam-life'],
      ['siam-life', 'krungsiam-bank', 'tmp-corp'],
      [],
    ];
    let checked = 0;
    for (const partners of partnerSets)
      for (const draft of [null, DRAFT])
        for (const locales of subsets(LOCALES))
          for (const widths of subsets(WIDTHS))
            for (const [compare, highlight] of [
              [false, false],
              [true, false],
              [true, true],
            ] as const)
              for (const search of ['', 'claim', 'ค้นหา & more=1,2'])
                for (const schemes of [['light'], ['dark'], ['light', 'dark']] as ViewState['schemes'][]) {
                  if (partners.length === 0 && !draft) continue;
                  const view: ViewState = {
                    partners,
                    draft,
                    locales,
                    widths,
                    schemes,
                    search,
                    compare,
                    highlight,
                  };
                  expect(decodeView(encodeView(view))).toEqual(view);
                  checked++;
                }
    expect(checked).toBeGreaterThan(500);
  });

  it('keeps the order sources and widths were chosen in', () => {
    const view = { ...DEFAULT_VIEW, partners: ['siam-life', 'default'], widths: [768, 320] as const };
    expect(decodeView(encodeView({ ...view, widths: [...view.widths] }))).toMatchObject({
      partners: ['siam-life', 'default'],
      widths: [768, 320],
    });
  });

  it('drops what it cannot use and falls back to the light default', () => {
    expect(decodeView('')).toEqual(DEFAULT_VIEW);
    expect(
      decodeView(
        'partners=../etc,Default,siam-life,siam-life&lang=de,en&w=1024,390,abc&draft=nope&highlight=1',
      ),
    ).toEqual({ ...DEFAULT_VIEW, partners: ['siam-life'], locales: ['en'], widths: [390] });
    expect(decodeView(`q=${'x'.repeat(500)}`).search).toHaveLength(100);
    // Highlighting only means something side by side.
    expect(decodeView('compare=0&highlight=1').highlight).toBe(false);
    // A draft alone is a view of its own.
    expect(decodeView(`draft=${DRAFT.toUpperCase()}`)).toMatchObject({ partners: [], draft: DRAFT });
  });

  it('keeps the colour schemes in the address bar: light by default, dark, or both', () => {
    expect(encodeView(DEFAULT_VIEW)).not.toContain('scheme');
    expect(encodeView({ ...DEFAULT_VIEW, schemes: ['dark'] })).toContain('scheme=dark');
    expect(decodeView('scheme=dark,light,dark').schemes).toEqual(['light', 'dark']);
    expect(decodeView('scheme=sepia').schemes).toEqual(['light']);
  });
});
