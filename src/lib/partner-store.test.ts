/**
 * A member mid-session gets a published configuration on the next navigation
 * (docs/decisions/079-partner-config-versions.md): the API client notes every answer's
 * x-partner-version, and the router's next navigation fetches the boot data again and applies theme
 * and tiles without a reload; nothing is fetched while the version is unchanged.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_VERSION_HEADER } from '../../shared/api/routes';
import type { BootData } from '../../shared/engine/partner/boot';
import { demoPartner, demoTheme, demoTiles } from '../testing/render-app';
import { apiRequest } from './api-client';
import {
  applyBoot,
  notePartnerVersion,
  partnerVersionChanged,
  resetPartnerVersions,
  usePartnerStore,
} from './partner-store';
import { watchPartnerVersion } from './partner-watch';

type Listener = (state: { navigation: { state: string } }) => void;

function fakeRouter() {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(state = 'loading') {
      for (const l of listeners) l({ navigation: { state } });
    },
    get listeners() {
      return listeners.size;
    },
  };
}

const boot: BootData = { partner: demoPartner, theme: demoTheme, tiles: demoTiles };
const published: BootData = {
  partner: demoPartner,
  theme: { ...demoTheme, main_color_1: '#0B3D91' },
  tiles: { ...demoTiles, tiles: demoTiles.tiles.slice(0, 2) },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetPartnerVersions();
  applyBoot(boot);
});
afterEach(() => vi.unstubAllGlobals());

describe('the partner configuration version', () => {
  it('takes the first version an answer names as the one on screen, and notices a newer one', () => {
    expect(partnerVersionChanged()).toBe(false);
    notePartnerVersion('3');
    expect(partnerVersionChanged()).toBe(false);
    notePartnerVersion('3');
    notePartnerVersion('not-a-number');
    notePartnerVersion(null);
    expect(partnerVersionChanged()).toBe(false);
    notePartnerVersion('4');
    expect(partnerVersionChanged()).toBe(true);
  });

  it('is read from every API answer by the client', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('{"data":1}', { status: 200, headers: { [PARTNER_VERSION_HEADER]: '7' } }),
      ),
    );
    await apiRequest('GET', '/api/v1/x');
    expect(partnerVersionChanged()).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"error":{"code":"NOT_FOUND"}}', {
            status: 404,
            headers: { [PARTNER_VERSION_HEADER]: '8' },
          }),
      ),
    );
    await expect(apiRequest('GET', '/api/v1/x')).rejects.toThrow();
    expect(partnerVersionChanged()).toBe(true);
  });

  it('fetches and applies the new theme and tiles on the next navigation, once', async () => {
    const router = fakeRouter();
    const fetchBoot = vi.fn(async () => ({ data: published, version: 2 }));
    const stop = watchPartnerVersion(router, fetchBoot);
    notePartnerVersion('1');
    router.navigate();
    await settle();
    expect(fetchBoot).not.toHaveBeenCalled();

    notePartnerVersion('2');
    // Only a navigation picks it up: the screen does not change under the member's hands.
    expect(usePartnerStore.getState().theme.main_color_1).toBe(demoTheme.main_color_1);
    router.navigate('idle');
    await settle();
    expect(fetchBoot).not.toHaveBeenCalled();
    router.navigate('loading');
    await settle();
    expect(fetchBoot).toHaveBeenCalledTimes(1);
    expect(usePartnerStore.getState().theme.main_color_1).toBe('#0B3D91');
    expect(usePartnerStore.getState().tiles.tiles).toHaveLength(2);
    const painted = [...document.documentElement.style].map((name) =>
      document.documentElement.style.getPropertyValue(name).trim().toLowerCase(),
    );
    expect(painted).toContain('#0b3d91');
    expect(partnerVersionChanged()).toBe(false);

    router.navigate('loading');
    await settle();
    expect(fetchBoot).toHaveBeenCalledTimes(1);
    stop();
    expect(router.listeners).toBe(0);
  });

  it('keeps the current look when the fetch fails, and tries again at the next navigation', async () => {
    const router = fakeRouter();
    const fetchBoot = vi
      .fn<() => Promise<{ data: BootData; version: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ data: published, version: 5 });
    watchPartnerVersion(router, fetchBoot);
    notePartnerVersion('4');
    notePartnerVersion('5');
    router.navigate();
    await settle();
    expect(usePartnerStore.getState().theme.main_color_1).toBe(demoTheme.main_color_1);
    expect(partnerVersionChanged()).toBe(true);
    router.navigate();
    await settle();
    expect(fetchBoot).toHaveBeenCalledTimes(2);
    expect(usePartnerStore.getState().theme.main_color_1).toBe('#0B3D91');
  });
});
