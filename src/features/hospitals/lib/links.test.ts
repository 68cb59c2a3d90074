import { describe, expect, it } from 'vitest';
import { directionsUrl, providerReturnHref, telHref } from './links';

describe('providerReturnHref', () => {
  it('returns to a safe app path with provider added to its query', () => {
    expect(providerReturnHref('/e-claim', 'H0001')).toBe('/e-claim?provider=H0001');
    expect(providerReturnHref('/e-claim?step=1', 'H0002')).toBe('/e-claim?step=1&provider=H0002');
    expect(providerReturnHref('/e-claim?provider=H0001&step=2', 'H0003')).toBe(
      '/e-claim?step=2&provider=H0003',
    );
    // The English prefix is dropped: the app adds the page's own language.
    expect(providerReturnHref('/en/e-claim', 'H0004')).toBe('/e-claim?provider=H0004');
  });

  it('falls back to /e-claim for anything that is not a safe path of the app', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/e-claim',
      '//evil.example',
      '/\\evil',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/no-such-page',
      '/e-claim/../login',
    ]) {
      expect(providerReturnHref(bad, 'H0001'), String(bad)).toBe('/e-claim?provider=H0001');
    }
  });
});

describe('links', () => {
  it('calls the printed number and opens directions to the coordinates', () => {
    expect(telHref('02-123-4567')).toBe('tel:021234567');
    expect(directionsUrl(13.7466, 100.5524)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=13.7466,100.5524',
    );
  });
});
