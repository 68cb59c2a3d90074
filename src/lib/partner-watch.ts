/**
 * Follows the partner's live configuration version (docs/decisions/079-partner-config-versions.md):
 * at each navigation after an API answer named a newer version (src/lib/partner-store.ts), fetches the
 * partner's boot data and applies it. Its own chunk, loaded after the first screen (src/app/main.tsx),
 * so the start-up bundle does not carry it.
 */
import type { BootData } from '../../shared/engine/partner/boot';
import { applyBoot, partnerVersionChanged, showPartnerVersion } from './partner-store';

/** What a router offers to follow navigations (react-router's data router has it). */
interface NavigationSource {
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/**
 * At each navigation, when the partner's configuration changed since the screen was drawn, fetches
 * its boot data (getPartnerBoot, passed in so this file needs no API client) and applies it. A failed
 * fetch changes nothing; the next navigation tries again. Answers the unsubscribe.
 */
export function watchPartnerVersion(
  router: NavigationSource,
  fetchBoot: () => Promise<{ data: BootData; version: number }>,
): () => void {
  let fetching = false;
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle' || fetching || !partnerVersionChanged()) return;
    fetching = true;
    fetchBoot()
      .then(({ data, version }) => {
        applyBoot(data);
        showPartnerVersion(version);
      })
      .catch(() => {
        // Offline or refused: the current look stays; the next navigation asks again.
      })
      .finally(() => {
        fetching = false;
      });
  });
}
