import { describe, expect, it } from 'vitest';
import { frameSrc } from './frame-url';

describe('a frame address', () => {
  it('puts preview mode, the partner, the state and the token (in the fragment) after the localized path', () => {
    expect(
      frameSrc({ path: '/coverages', locale: 'en', partnerId: 'siam-life', state: 'otp', token: 'a b' }),
    ).toBe('/en/coverages?wl_preview=1&partner_id=siam-life&wl_preview_state=otp#wl_preview_token=a%20b');
    expect(frameSrc({ path: '/', locale: 'th', partnerId: 'default' })).toBe(
      '/?wl_preview=1&partner_id=default',
    );
  });

  it("keeps the demo record's query of a screen that reads one, in one query string", () => {
    expect(
      frameSrc({ path: '/edit-coverage?card=c1&benefit=b1', locale: 'th', partnerId: 'default', token: 't' }),
    ).toBe('/edit-coverage?card=c1&benefit=b1&wl_preview=1&partner_id=default#wl_preview_token=t');
    expect(frameSrc({ path: '/view-card-detail?id=x', locale: 'en', partnerId: 'default' })).toBe(
      '/en/view-card-detail?id=x&wl_preview=1&partner_id=default',
    );
  });

  it('asks for a colour scheme when one is chosen (the frame draws it whatever the device prefers)', () => {
    expect(frameSrc({ path: '/', locale: 'en', partnerId: 'default', scheme: 'dark', token: 't' })).toBe(
      '/en?wl_preview=1&partner_id=default&wl_preview_scheme=dark#wl_preview_token=t',
    );
  });
});
