/**
 * The current partner, its theme and menu tiles (from the inlined boot data or the spec's fetches),
 * and the partner's live configuration version (docs/decisions/079-partner-config-versions.md): every
 * API answer names it (x-partner-version, noted by src/lib/api-client.ts); when it changes, the next
 * navigation fetches the partner's boot data again and applies it, theme and tiles, without a reload.
 */
import { create } from 'zustand';
import type { BootData } from '../../shared/engine/partner/boot';
import { applyThemeToDocument } from '../../shared/engine/theme/theme-scope';

export const usePartnerStore = create<BootData & { setBoot: (boot: BootData) => void }>((set) => ({
  // Set by boot() before the first render; the casts keep consumers free of null checks.
  partner: null as unknown as BootData['partner'],
  theme: null as unknown as BootData['theme'],
  tiles: null as unknown as BootData['tiles'],
  setBoot: (boot) => set(boot),
}));

/**
 * Shows a partner configuration: the theme's CSS variables on the document, then the store (tiles,
 * bars, logos). `commit` wraps the store update (a preview frame passes flushSync, so the screen is
 * drawn before it answers).
 */
export function applyBoot(boot: BootData, commit: (update: () => void) => void = (update) => update()) {
  applyThemeToDocument(boot.theme);
  commit(() => usePartnerStore.getState().setBoot(boot));
}

/** The version the screen shows (null until an answer named one), and the newest an answer named. */
const versions: { shown: number | null; named: number | null } = { shown: null, named: null };

/** Notes the x-partner-version of an API answer. The first one is the version the page loaded with. */
export function notePartnerVersion(value: string | null | undefined): void {
  if (!value || !/^\d{1,9}$/.test(value)) return;
  const version = Number(value);
  versions.shown ??= version;
  if (versions.named === null || version > versions.named) versions.named = version;
}

/** Whether an answer named a newer configuration than the one on screen. */
export function partnerVersionChanged(): boolean {
  return versions.shown !== null && versions.named !== null && versions.named !== versions.shown;
}

/** Notes that the screen now shows `version` (src/lib/partner-watch.ts, after applying it). */
export function showPartnerVersion(version: number): void {
  versions.shown = version;
  if (versions.named === null || versions.named < version) versions.named = version;
}

/** Tests: forget the versions seen. */
export function resetPartnerVersions(): void {
  versions.shown = null;
  versions.named = null;
}
