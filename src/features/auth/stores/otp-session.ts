/**
 * The spec's session store for OTP flows (section 3): `register` keeps token, ref_no, phone,
 * ttl_minute and is_old_user; `delete` keeps ref_no, phone and ttl_minute. Persisted to
 * sessionStorage so a reload in the middle of a flow keeps it, and gone when the tab closes.
 * The register slot also carries the password-reset and renewal flows (the spec's is_old_user marks
 * the renewal of members from before the privacy update); `purpose` says which one is running.
 * `sent_at` and `resend_at` are the server's times turned into local clock readings when the answer
 * arrived, so the countdown survives a reload without trusting the device's clock for anything else.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type OtpPurpose = 'register' | 'reset' | 'renew';

export interface RegisterOtpState {
  purpose: OtpPurpose;
  /** The registration or reset token that authorises the OTP step (the register-token header). */
  token: string;
  ref_no: string;
  /** Masked phone as the server sent it, e.g. 081-xxx-5678. */
  phone: string;
  ttl_minute: number;
  is_old_user: boolean;
  /** Local epoch ms when the code was sent; expiry = sent_at + ttl_minute. */
  sent_at: number;
  /** Local epoch ms from which a new code may be requested. */
  resend_at: number;
  /** Set after the OTP is verified for reset/renew: proves the member may set a new password. */
  verified_token?: string;
}

export interface DeleteOtpState {
  ref_no: string;
  phone: string;
  ttl_minute: number;
  sent_at: number;
  resend_at: number;
}

interface OtpSessionState {
  register: RegisterOtpState | null;
  delete: DeleteOtpState | null;
  setRegister: (value: RegisterOtpState | null) => void;
  patchRegister: (patch: Partial<RegisterOtpState>) => void;
  setDelete: (value: DeleteOtpState | null) => void;
  reset: () => void;
}

export const OTP_SESSION_KEY = 'auth.otp';

export const useOtpSession = create<OtpSessionState>()(
  persist(
    (set, get) => ({
      register: null,
      delete: null,
      setRegister: (register) => set({ register }),
      patchRegister: (patch) => {
        const current = get().register;
        if (current) set({ register: { ...current, ...patch } });
      },
      setDelete: (value) => set({ delete: value }),
      reset: () => set({ register: null, delete: null }),
    }),
    {
      name: OTP_SESSION_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (st) => ({ register: st.register, delete: st.delete }),
    },
  ),
);

/** What every "an OTP was sent" answer carries (shared/api/schemas/auth.ts). */
export interface SentCode {
  ref_no: string;
  ttl_minute: number;
  resend_after_seconds: number;
  phone?: string;
}

/** The answer's timing as local clock readings (the countdown survives a reload). */
export function sentFields(sent: SentCode, now = Date.now()) {
  return {
    ref_no: sent.ref_no,
    ttl_minute: sent.ttl_minute,
    sent_at: now,
    resend_at: now + sent.resend_after_seconds * 1000,
    ...(typeof sent.phone === 'string' ? { phone: sent.phone } : {}),
  };
}

/** Starts the register-slot flow (registration or password reset) from the server's answer. */
export function startOtp(purpose: OtpPurpose, sent: SentCode & { token?: string; is_old_user?: boolean }) {
  useOtpSession.getState().setRegister({
    purpose,
    token: sent.token ?? '',
    phone: '',
    is_old_user: sent.is_old_user ?? false,
    ...sentFields(sent),
  });
}

/** Starts (or restarts, on resend) the account-deletion code. */
export function startDeleteOtp(sent: SentCode & { phone: string }) {
  useOtpSession.getState().setDelete({ phone: sent.phone, ...sentFields(sent) });
}
