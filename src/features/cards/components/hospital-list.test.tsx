/**
 * /hospital-list: each hospital is a button whose accessible name is its visible text (name,
 * district, province and coverage level), not a label that hides them (issue 10).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { jsonResponse as json, setUpSignedInMember } from '../../../testing/signed-in-member';

const CARD = '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c01';

const hospital = (code: string, name: string, district: string, province: string, level: 'all' | 'some') => ({
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

const fetchMock = setUpSignedInMember();

describe('/hospital-list', () => {
  it('names each hospital by everything it shows: name, district, province and coverage level', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/hospitals'))
        return json(200, {
          data: {
            items: [
              hospital('H1', 'Ratchaphruek Hospital', 'Mueang Khon Kaen', 'Khon Kaen', 'all'),
              hospital('H2', 'Chiang Mai Ram', 'Mueang Chiang Mai', 'Chiang Mai', 'some'),
            ],
            page: 1,
            page_size: 20,
            total: 2,
          },
        });
      return json(404, { error: { code: 'NOT_FOUND', message: { th: 'ไม่พบ', en: 'Not found' } } });
    });
    await renderApp(`/en/hospital-list?card=${CARD}`);
    const items = await screen.findAllByTestId('hospital-item');
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.hasAttribute('aria-label')).toBe(false);
    expect(
      screen.getByRole('button', {
        name: 'Ratchaphruek Hospital Mueang Khon Kaen, Khon Kaen All plans valid',
      }),
    ).toBe(items[0]);
    expect(
      screen.getByRole('button', { name: 'Chiang Mai Ram Mueang Chiang Mai, Chiang Mai Some plans valid' }),
    ).toBe(items[1]);
  });
});
