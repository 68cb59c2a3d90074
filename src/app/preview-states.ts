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
 * - eclaim-start, eclaim-documents, eclaim-preview, eclaim-success: /e-claim with a draft of the
 *   member's first card at the first step (information), and filled at the documents step, at the
 *   preview step, and after submitting.
 * - telemed: the Telemed cards chosen as a member would have (the first card's person, up to the card
 *   limit) and, for /preview-telemedicine-code, an active code of a provider that serves the partner
 *   with that provider's real quote. The card limit shown is the frame's configuration's (a draft's own
 *   telemed_card_limit), followed when the previewer sends another (docs/decisions/081).
 */
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES, USE_CARD_MINUTES } from '../../shared/api/constants';
import { DRAFT_STEPS, type EclaimDraft } from '../../shared/api/schemas/claims';
import type { HospitalSummary } from '../../shared/api/schemas/hospitals';
import type { CardSummary, UseSession } from '../../shared/api/schemas/cards';
import { TELEMED_CODE_MINUTES, type TelemedCode } from '../../shared/api/schemas/telemed';
import { PREVIEW_TELEMED_CODE_ID, type PreviewState } from '../../shared/engine/partner/preview';
import { useOtpSession } from '../features/auth/stores/otp-session';
import { useCardOtpStore } from '../features/cards/stores/card-otp-store';
import { useTelemedChoice } from '../features/telemed/stores/choice-store';
import { callApi } from '../lib/api-client';
import { authStore } from '../lib/auth-store';
import { usePartnerStore } from '../lib/partner-store';
import { queryClient } from '../lib/query';
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
    step:
      state === 'eclaim-start' ? DRAFT_STEPS[0] : state === 'eclaim-documents' ? 'attachments' : 'preview',
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
    attachments:
      state === 'eclaim-start'
        ? []
        : [
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

/**
 * The card limit of the configuration the frame shows (a draft's own; a partner.json without one has
 * the schema's default, 3), else the server's.
 */
const limitOf = (partner: { telemed_card_limit?: number } | undefined) =>
  partner ? (partner.telemed_card_limit ?? 3) : undefined;
const configuredLimit = (server: number) => limitOf(usePartnerStore.getState().partner) ?? server;

/**
 * The server answers the card limit of the base partner; a frame of a draft shows the draft's. Answers
 * of GET /api/v1/telemed/cards carry the configured limit, and a new limit from the previewer reloads
 * Telemed's queries and keeps the chosen cards within it.
 */
function followConfiguredLimit(win: Window = window) {
  const network = win.fetch.bind(win);
  win.fetch = async (input, init) => {
    const response = await network(input, init);
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, win.location.href);
    if (url.origin !== win.location.origin || url.pathname !== '/api/v1/telemed/cards' || !response.ok)
      return response;
    const body = (await response.json()) as { data: { limit: number } };
    body.data.limit = configuredLimit(body.data.limit);
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  usePartnerStore.subscribe((now, before) => {
    const limit = limitOf(now.partner);
    if (limit === limitOf(before.partner) || limit === undefined) return;
    useTelemedChoice.getState().keep(limit);
    void queryClient.invalidateQueries({ queryKey: ['telemed'] });
  });
}

/** A code as the server would issue it for these cards at this provider, answered by the frame. */
async function telemedCodeAnswer(cardIds: string[]) {
  const cards = cardIds.join(',');
  const providers = await callApi('listTelemedProviders', { query: { cards } });
  const provider = providers.data.items.find((p) => p.covered_by.length > 0) ?? providers.data.items[0];
  if (!provider) return;
  const { data } = await callApi('previewTelemed', { params: { code: provider.code }, query: { cards } });
  const issued = new Date();
  const answer = (status: TelemedCode['status']): TelemedCode => ({
    id: PREVIEW_TELEMED_CODE_ID,
    status,
    code: 'T4M8Q2',
    qr_payload: `wl-preview:${PREVIEW_TELEMED_CODE_ID}`,
    issued_at: issued.toISOString(),
    expires_at: new Date(issued.getTime() + TELEMED_CODE_MINUTES * 60_000).toISOString(),
    server_now: new Date().toISOString(),
    provider: { code: data.provider.code, name: data.provider.name },
    quote: data.quote,
    shared: data.shared,
  });
  answerLocally({
    [`GET /api/v1/telemed/codes/${PREVIEW_TELEMED_CODE_ID}`]: () => answer('active'),
    [`POST /api/v1/telemed/codes/${PREVIEW_TELEMED_CODE_ID}/cancel`]: () => answer('cancelled'),
  });
}

/**
 * Telemed's steps as after a member chose cards: the first card's person, as many of their cards as
 * the limit allows (card 1 pays first), and the last code.
 */
async function telemedState() {
  followConfiguredLimit();
  if (!signedIn()) return;
  const { data } = await callApi('listTelemedCards', {});
  const person = data.cards[0]?.insured_person_id;
  const ids = data.cards
    .filter((c) => c.insured_person_id === person)
    .slice(0, data.limit)
    .map((c) => c.id);
  if (ids.length === 0) return;
  const choice = useTelemedChoice.getState();
  for (const [i, id] of ids.entries()) choice.choose(i + 1, id);
  choice.setCode(PREVIEW_TELEMED_CODE_ID);
  if (window.location.pathname.includes('/preview-telemedicine-code')) await telemedCodeAnswer(ids);
}

/** Puts the frame in `state` before the router starts; a failure leaves the screen's own empty state. */
export async function applyPreviewState(state: PreviewState) {
  try {
    if (state === 'otp') {
      const me = await profile().catch(() => null);
      otpState(maskPhone(me?.mobile ?? '0812345678'));
    } else if (state === 'use-card') await cardAtHospitalState();
    else if (state === 'telemed') await telemedState();
    else await eclaimState(state);
  } catch {
    // The screen shows what it shows without the state (its "nothing in progress" page).
  }
}
