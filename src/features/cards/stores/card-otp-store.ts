/**
 * What /otp-card needs from /search-idcard: the search, the phone the code went to, its reference and
 * lifetime. Kept in sessionStorage (like the spec's register and delete OTP state: ref_no, phone,
 * ttl_minute) so a reload of the OTP screen keeps working; cleared once the card is linked.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { authStore } from '../../../lib/auth-store';

export interface CardOtpState {
  search_id: string;
  phone_choice: string;
  ref_no: string;
  phone: string;
  ttl_minute: number;
  /** Wall-clock time the code was sent (ms): only paces the on-screen hint; the server decides expiry. */
  sentAt: number;
  family: boolean;
}

interface Store {
  otp: CardOtpState | null;
  set: (otp: CardOtpState) => void;
  clear: () => void;
}

export const useCardOtpStore = create<Store>()(
  persist(
    (set) => ({
      otp: null,
      set: (otp) => set({ otp }),
      clear: () => set({ otp: null }),
    }),
    { name: 'cardOtp', storage: createJSONStorage(() => sessionStorage) },
  ),
);

authStore.subscribe((state, prev) => {
  if (prev.loggedIn && !state.loggedIn) useCardOtpStore.getState().clear();
});
