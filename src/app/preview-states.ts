/**
 * Representative states for a previewer frame of a flow that needs a prior step (`wl_preview_state`;
 * shared/engine/partner/preview.ts PREVIEW_STATES, docs/decisions/063-preview-mode.md). Loaded only when a
 * frame's URL asks for one, before the router starts, so the screen's stores find the state when they
 * are created. The read-only session cannot start a flow on the server, so what the server would have
 * answered is answered here, built from the demo member's own cards, hospitals and profile:
 *
 * - otp: the registration, card and account-deletion OTP steps with a code sent to a masked phone,
 *   the countdown starting at 5 minutes and the resend at 60 seconds.
 * - use-card: /hospital-list with the card shown to a hospital that accepts it, a code, its QR and the
 *   5-minute countdown running (the member's first TPA card, unless ?card= names one).
 * - eclaim-documents, eclaim-preview, eclaim-success: /e-claim with a filled draft of the member's
 *   first card at the documents step, at the preview step, and after submitting.
 */
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES, USE_CARD_MINUTES } from '../../shared/api/constants';
import type { EclaimDraft } from '../../shared/api/schemas/claims';
import type { HospitalSummary } from '../../shared/api/schemas/hospitals';
import type { CardSummary, UseSession } from '../../shared/api/schemas/cards';
import type { PreviewState } from '../../shared/engine/partner/preview';
import { useOtpSession } from '../features/auth/stores/otp-session';
import { useCardOtpStore } from '../features/cards/stores/card-otp-store';
import { callApi } from '../lib/api-client';
import { authStore } from '../lib/auth-store';
import { session } from '../lib/storage';

/** Fixed ids of the made-up records, so a reload of the frame shows the same state. */
export const PREVIEW_IDS = {
  useSession: '00000000-0000-4000-8000-00000000c0de',
  draft: '00000000-0000-4000-8000-00000000d4af',
  claim: '00000000-0000-4000-8000-00000000c1a1',
  receipt: '00000000-0000-4000-8000-0000000000a1',
  certificate: '00000000-0000-4000-8000-0000000000a2',
} as const;

/** 0927718340 → 092-xxx-8340, as the server masks phones. */
export const maskPhone = (mobile: string) => `${mobile.slice(0, 3)}-xxx-${mobile.slice(6)}`;

type Answer = (url: URL, init: RequestInit | undefined) => unknown;

/** Answers some API calls of this frame from here (method + path), the rest go to the server. */
export function answerLocally(routes: Record<string, Answer>, win: Window = window) {
  const network = win.fetch.bind(win);
  win.fetch = async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, win.location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer || url.origin !== win.location.origin) return network(input, init);
    return new Response(JSON.stringify({ data: answer(url, init) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

const signedIn = () => authStore.getState().loggedIn;

async function profile() {
  return signedIn() ? (await callApi('getMe')).data : null;
}

/** The member's first TPA card (group, then individual), else any; null without a session or cards. */
async function firstCard(wanted: string | null): Promise<CardSummary | null> {
  if (!signedIn()) return null;
  const { data } = await callApi('listCards');
  const all = [...data.group, ...data.individual, ...data.self_added];
  return all.find((c) => c.id === wanted) ?? [...data.group, ...data.individual][0] ?? all[0] ?? null;
}

async function firstHospital(card: CardSummary): Promise<HospitalSummary | null> {
  const page = await callApi('listCardHospitals', {
    params: { id: card.id },
    query: { page: 1, page_size: 1 },
  });
  return page.data.items[0] ?? null;
}

function otpState(phone: string) {
  const now = Date.now();
  const timing = { ttl_minute: OTP_TTL_MINUTES, sent_at: now, resend_at: now + OTP_RESEND_SECONDS * 1000 };
  useOtpSession.getState().setRegister({
    purpose: 'register',
    token: 'preview',
    ref_no: 'K7QP',
    phone,
    is_old_user: false,
    ...timing,
  });
  useOtpSession.getState().setDelete({ ref_no: 'M3VX', phone, ...timing });
  useCardOtpStore.getState().set({
    search_id: PREVIEW_IDS.useSession,
    phone_choice: 'own',
    ref_no: 'R8TN',
    phone,
    ttl_minute: OTP_TTL_MINUTES,
    sentAt: now,
    family: false,
  });
}

async function cardAtHospitalState() {
  const url = new URL(window.location.href);
  const card = await firstCard(url.searchParams.get('card'));
  if (!card) return;
  const hospital = await firstHospital(card);
  if (url.searchParams.get('card') !== card.id) {
    url.searchParams.set('card', card.id);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  session.set('useCardSession', JSON.stringify({ cardId: card.id, sessionId: PREVIEW_IDS.useSession }));
  const issued = new Date();
  const answer = (status: UseSession['status']): UseSession => ({
    session_id: PREVIEW_IDS.useSession,
    status,
    code: 'K7P3M9QX',
    qr_payload: `wl-preview:${PREVIEW_IDS.useSession}`,
    issued_at: issued.toISOString(),
    expires_at: new Date(issued.getTime() + USE_CARD_MINUTES * 60_000).toISOString(),
    server_now: new Date().toISOString(),
    hospital: {
      code: hospital?.code ?? 'BKK-0001',
      name: hospital?.name ?? { th: 'โรงพยาบาลกรุงเทพ', en: 'Bangkok Hospital' },
    },
    card: {
      id: card.id,
      card_no: card.card_no,
      insured_name: card.insured_name,
      insurer_name: card.insurer_name,
      plan_name: card.plan_name,
    },
  });
  answerLocally({
    [`GET /api/v1/use-sessions/${PREVIEW_IDS.useSession}`]: () => answer('active'),
    [`POST /api/v1/use-sessions/${PREVIEW_IDS.useSession}/end`]: () => answer('cancelled'),
  });
}

/** Yesterday in Bangkok, as the date fields take it. */
function yesterday(): string {
  const d = new Date(Date.now() + 7 * 3600_000 - 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function eclaimState(state: PreviewState) {
  const [card, me] = await Promise.all([firstCard(null), profile()]);
  if (!card) return;
  const hospital = await firstHospital(card);
  const now = new Date().toISOString();
  const provider = hospital
    ? { code: hospital.code, name: hospital.name }
    : { code: 'BKK-0001', name: { th: 'โรงพยาบาลกรุงเทพ', en: 'Bangkok Hospital' } };
  const draft: EclaimDraft = {
    id: PREVIEW_IDS.draft,
    card: {
      id: card.id,
      type: card.type,
      card_no: card.card_no,
      insured_name: card.insured_name,
      insurer_name: card.insurer_name,
    },
    step: state === 'eclaim-documents' ? 'attachments' : 'preview',
    fields: {
      email: me?.email ?? 'member@example.com',
      claim_type: 'sick',
      benefit_type: 'opd',
      admit_type: 'opd',
      admit_date: yesterday(),
      accident_date: null,
      symptom_code: 'fever',
      symptom_note: null,
      provider_code: provider.code,
      amount: '2450',
      for_insured: true,
    },
    provider,
    attachments: [
      {
        id: PREVIEW_IDS.receipt,
        kind: 'receipt',
        filename: 'receipt-opd.jpg',
        size: 412_388,
        mime: 'image/jpeg',
        status: 'received',
        upload_id: null,
        created_at: now,
      },
      {
        id: PREVIEW_IDS.certificate,
        kind: 'medical_certificate',
        filename: 'medical-certificate.pdf',
        size: 186_204,
        mime: 'application/pdf',
        status: 'received',
        upload_id: null,
        created_at: now,
      },
    ],
    version: 3,
    updated_at: now,
  };
  const routes: Record<string, Answer> = { 'GET /api/v1/eclaim/draft': () => draft };
  if (state === 'eclaim-success') {
    routes['POST /api/v1/eclaim/submit'] = () => ({
      claim: {
        id: PREVIEW_IDS.claim,
        claim_no: 'EC-2611-004187',
        stage: 'submitted',
        status: 'in_process',
        claim_type: 'sick',
        service_date: yesterday(),
        card_id: card.id,
        card_type: card.type,
        card_no: card.card_no,
        company_name: card.insurer_name,
        insured_person_id: card.insured_person_id,
        insured_name: card.insured_name,
        is_self: true,
        amount: 2450,
        currency: 'THB',
        updated_at: now,
      },
    });
    // The success screen follows a submit: press it once the preview step is there.
    const press = () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="eclaim-submit"]');
      if (!button) return false;
      button.click();
      return true;
    };
    const watch = new MutationObserver(() => press() && watch.disconnect());
    watch.observe(document.body, { childList: true, subtree: true });
  }
  answerLocally(routes);
}

/** Puts the frame in `state` before the router starts; a failure leaves the screen's own empty state. */
export async function applyPreviewState(state: PreviewState) {
  try {
    if (state === 'otp') {
      const me = await profile().catch(() => null);
      otpState(maskPhone(me?.mobile ?? '0812345678'));
    } else if (state === 'use-card') await cardAtHospitalState();
    else await eclaimState(state);
  } catch {
    // The screen shows what it shows without the state (its "nothing in progress" page).
  }
}
