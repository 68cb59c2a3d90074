/** The current partner, its theme and menu tiles (from the inlined boot data or the spec's fetches). */
import { create } from 'zustand';
import type { BootData } from '../../shared/engine/partner/boot';

export const usePartnerStore = create<BootData & { setBoot: (boot: BootData) => void }>((set) => ({
  // Set by boot() before the first render; the casts keep consumers free of null checks.
  partner: null as unknown as BootData['partner'],
  theme: null as unknown as BootData['theme'],
  tiles: null as unknown as BootData['tiles'],
  setBoot: (boot) => set(boot),
}));
