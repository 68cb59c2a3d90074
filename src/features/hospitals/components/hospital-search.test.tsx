/**
 * "Near me" survives a visit to a place's details (issue 25): it is in the address (?near=1) beside
 * the other filters, so back (and a reload, and the language switch) keeps the places sorted by
 * distance; the last position is reused while fresh, so the same list (same query, same scroll) is
 * back at once without asking the device again. In Thai and English.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';
import { forgetFix } from '../lib/device-location';
import * as filterStyles from './hospital-filters.css';

type Place = DataOf<'searchHospitals'>['items'][number];

const place = (code: string, name: string, km: number | null): Place => ({
  code,
  type: 'hospital',
  name: { th: `โรงพยาบาล${name}`, en: `${name} Hospital` },
  address: { th: '-', en: '-' },
  province: { th: 'เชียงใหม่', en: 'Chiang Mai' },
  district: { th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' },
  phone: null,
  lat: 18.79,
  lng: 98.98,
  coverage_level: 'all',
  distance_km: km,
});

const fetchMock = setUpSignedInMember();
const urlOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://x');
const searches = () =>
  fetchMock.mock.calls
    .map(([input]) => urlOf(input as RequestInfo))
    .filter((u) => u.pathname === '/api/v1/hospitals');

let getCurrentPosition: ReturnType<typeof vi.fn>;
function deviceAt(lat: number, lng: number) {
  getCurrentPosition = vi.fn((ok: PositionCallback) =>
    ok({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}
function deviceWithoutGps() {
  getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail({ code: 1, message: 'denied' } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

beforeEach(() => {
  forgetFix();
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = urlOf(input);
    if (url.pathname === '/api/v1/hospitals') {
      const near = url.searchParams.has('lat');
      const items = near
        ? [place('H2', 'Ram', 1.2), place('H1', 'Suandok', 3.4)]
        : [place('H1', 'Suandok', null), place('H2', 'Ram', null)];
      return answer('searchHospitals', { items, page: 1, page_size: 30, total: 2, has_more: false });
    }
    if (url.pathname === '/api/v1/hospitals/areas') return answer('listHospitalAreas', { provinces: [] });
    if (url.pathname === '/api/v1/hospitals/H2')
      return answer('getHospital', {
        ...place('H2', 'Ram', null),
        postcode: null,
        opening_hours: { open_24h: true, days: [] },
        services: [],
        accepted_cards: [],
      });
    if (url.pathname === '/api/v1/cards')
      return answer('listCards', { group: [], individual: [], self_added: [] });
    return answerError('NOT_FOUND');
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('near me', () => {
  it.each([
    ['/en/search-hospital', 'Sorted by distance from you', 'Ram Hospital'],
    ['/search-hospital', 'เรียงตามระยะทางจากตำแหน่งของคุณ', 'โรงพยาบาลRam'],
  ])(
    'on %s is kept when coming back from a place, without asking the device again',
    async (path, sorted, nearest) => {
      deviceAt(18.788, 98.9853);
      const { router } = await renderApp(path);
      await screen.findAllByTestId('hospital-item');
      fireEvent.click(screen.getByTestId('hospital-near-me'));
      expect((await screen.findByTestId('near-me-on')).textContent).toBe(sorted);
      expect(router.state.location.search).toContain('near=1');
      await waitFor(() => expect(screen.getAllByTestId('hospital-item')[0]!.textContent).toContain(nearest));
      expect(searches().at(-1)!.searchParams.get('lat')).toBe('18.788');

      fireEvent.click(screen.getAllByTestId('hospital-item')[0]!);
      await screen.findByTestId('hospital-detail');
      await router.navigate(-1);

      // Back: still sorted by distance, the same list at once, the device asked only the first time.
      expect((await screen.findByTestId('near-me-on')).textContent).toBe(sorted);
      expect(screen.getAllByTestId('hospital-item')[0]!.textContent).toContain(nearest);
      expect(router.state.location.search).toContain('near=1');
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
      expect(searches().every((u, i) => i === 0 || u.searchParams.get('lat') === '18.788')).toBe(true);
    },
  );

  it('is turned on by the address (a reload), and off again by the member', async () => {
    deviceAt(18.79, 98.98);
    const { router } = await renderApp('/en/search-hospital?near=1&q=ram');
    expect((await screen.findByTestId('near-me-on')).textContent).toBe('Sorted by distance from you');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('hospital-near-me-off'));
    await waitFor(() => expect(screen.queryByTestId('near-me-on')).toBeNull());
    expect(router.state.location.search).not.toContain('near');
    expect(router.state.location.search).toContain('q=ram');
  });

  it.each([
    ['/en/search-hospital?near=1', "We can't find your location."],
    ['/search-hospital?near=1', 'ไม่สามารถระบุตำแหน่งของคุณได้'],
  ])('on %s says when the device has no position, and leaves the address', async (path, said) => {
    deviceWithoutGps();
    const { router } = await renderApp(path);
    expect((await screen.findByTestId('gps-unavailable')).textContent).toContain(said);
    await waitFor(() => expect(router.state.location.search).not.toContain('near'));
    expect(screen.getByTestId('gps-unavailable')).toBeTruthy();
  });
});

describe('the coverage filter (issue 25)', () => {
  it.each([
    [
      '/en/search-hospital',
      ['All levels', 'All plans accepted', 'Some plans accepted'],
      'All plans accepted',
    ],
    ['/search-hospital', ['ทุกระดับ', 'รับทุกแผน', 'รับบางแผน'], 'รับทุกแผน'],
  ])(
    'on %s says one phrase in the filter and on the places, short enough for a phone',
    async (path, options, badge) => {
      deviceAt(18.79, 98.98);
      await renderApp(path);
      const items = await screen.findAllByTestId('hospital-item');
      const select = screen.getByTestId('hospital-level') as HTMLSelectElement;
      expect([...select.options].map((o) => o.textContent)).toEqual(options);
      expect(items[0]!.textContent).toContain(badge);
      // Under 36em the field takes the whole row of the filters, so no option is cut.
      expect(screen.getByTestId('hospital-level-field').className).toContain(filterStyles.wideOnPhone);
    },
  );
});
