/**
 * /hospital-list: the use-card picker runs the one hospital search (docs/decisions/050-hospital-search.md)
 * for its card: GET /api/v1/cards/{id}/hospitals with the search's filters and pages, the search's
 * virtual list, each row a button that chooses the place (named by its visible text, not a label
 * that hides it: issue 10), and the choice confirmed before the card is shown.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

const CARD = '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c01';

type Place = DataOf<'listCardHospitals'>['items'][number];

const hospital = (
  code: string,
  name: string,
  district: string,
  province: string,
  level: Place['coverage_level'],
): Place => ({
  code,
  type: 'hospital',
  name: { th: name, en: name },
  address: { th: '-', en: '-' },
  province: { th: province, en: province },
  district: { th: district, en: district },
  phone: null,
  lat: 13.7,
  lng: 100.5,
  coverage_level: level,
  distance_km: null,
});

const RATCHAPHRUEK = hospital('H1', 'Ratchaphruek Hospital', 'Mueang Khon Kaen', 'Khon Kaen', 'all');
const CHIANG_MAI_RAM = hospital('H2', 'Chiang Mai Ram', 'Mueang Chiang Mai', 'Chiang Mai', 'some');
const BUMRUNGRAD = hospital('H3', 'Bumrungrad International Hospital', 'Watthana', 'Bangkok', 'all');

const fetchMock = setUpSignedInMember();

const urlOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://x');
const requested = () => fetchMock.mock.calls.map(([input]) => urlOf(input as RequestInfo));

/** The card's places: page 1 and 2 of everything, or what a word finds. */
function answerSearch() {
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (url.pathname === `/api/v1/cards/${CARD}/hospitals`) {
      const q = url.searchParams.get('q');
      const page = Number(url.searchParams.get('page'));
      if (q === 'bumrungard')
        return answer('listCardHospitals', {
          items: [BUMRUNGRAD],
          page: 1,
          page_size: 30,
          total: 1,
          has_more: false,
        });
      const items = page === 1 ? [RATCHAPHRUEK] : [CHIANG_MAI_RAM];
      return answer('listCardHospitals', { items, page, page_size: 30, total: 2, has_more: page === 1 });
    }
    if (url.pathname === '/api/v1/hospitals/areas') return answer('listHospitalAreas', { provinces: [] });
    if (url.pathname === `/api/v1/cards/${CARD}/use` && init?.method === 'POST')
      return answerError('SERVICE_UNAVAILABLE');
    return answerError('NOT_FOUND');
  });
}

describe('/hospital-list', () => {
  it("lists the card's places through the hospital search, page after page, each row named by what it shows", async () => {
    answerSearch();
    await renderApp(`/en/hospital-list?card=${CARD}`);
    // The next page comes as the list nears its end: both pages, each place once.
    await waitFor(() => expect(screen.getAllByTestId('hospital-item')).toHaveLength(2));
    const items = screen.getAllByTestId('hospital-item');
    for (const item of items) expect(item.hasAttribute('aria-label')).toBe(false);
    expect(
      screen.getByRole('button', {
        name: 'Ratchaphruek Hospital Hospital · Mueang Khon Kaen, Khon Kaen All plans accepted',
      }),
    ).toBe(items[0]);
    expect(
      screen.getByRole('button', {
        name: 'Chiang Mai Ram Hospital · Mueang Chiang Mai, Chiang Mai Some plans accepted',
      }),
    ).toBe(items[1]);
    expect(screen.getByTestId('hospital-count').textContent).toBe('2 places found');

    const searches = requested().filter((u) => u.pathname.endsWith('/hospitals'));
    // Only the card's search, never the partner-wide one, and no card picker: the card is the page's.
    expect(searches.every((u) => u.pathname === `/api/v1/cards/${CARD}/hospitals`)).toBe(true);
    expect(searches.map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
    expect(searches.every((u) => !u.searchParams.has('card'))).toBe(true);
    expect(screen.queryByTestId('hospital-card')).toBeNull();
  });

  it('searches with typos forgiven by the server, and confirms the chosen place before showing the card', async () => {
    answerSearch();
    const { router } = await renderApp(`/en/hospital-list?card=${CARD}`);
    await screen.findAllByTestId('hospital-item');
    fireEvent.change(screen.getByTestId('hospital-search'), { target: { value: 'bumrungard' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('hospital-item').map((i) => i.textContent)).toEqual([
        expect.stringContaining('Bumrungrad International Hospital'),
      ]),
    );
    const last = requested().findLast((u) => u.pathname.endsWith('/hospitals'))!;
    expect(last.pathname).toBe(`/api/v1/cards/${CARD}/hospitals`);
    expect(last.searchParams.get('q')).toBe('bumrungard');
    // The words stay in the address beside the card, so back and reload keep them.
    expect(router.state.location.search).toContain(`card=${CARD}`);
    expect(router.state.location.search).toContain('q=bumrungard');

    fireEvent.click(screen.getByTestId('hospital-item'));
    // The confirmation names the place (jsdom draws no modal, so the dialog is found by its button).
    const confirm = await screen.findByTestId('hospital-confirm');
    expect(confirm.closest('dialog')?.textContent).toContain('Bumrungrad International Hospital');
    fireEvent.click(screen.getByTestId('hospital-confirm'));
    await waitFor(() =>
      expect(requested().some((u) => u.pathname === `/api/v1/cards/${CARD}/use`)).toBe(true),
    );
    const use = fetchMock.mock.calls.find(([input]) =>
      urlOf(input as RequestInfo).pathname.endsWith('/use'),
    )!;
    expect(JSON.parse(String((use[1] as RequestInit).body))).toEqual({ hospital_code: 'H3' });
  });
});
