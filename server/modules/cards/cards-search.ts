/**
 * Finding a policy held at the TPA by Thai national id (/search-idcard, /search-idcard-family) and
 * linking it after an OTP (/otp-card). Spec 6: coverage is shown only when a registered phone matches;
 * otherwise the member picks one of the phones on file (masked) for the OTP, or contacts the official
 * account. The OTP proves that the holder of a phone on the TPA's record agrees.
 *
 * The search is stateless: search_id is signed with a key derived from the partner's secret and binds
 * the member, the insured person, the relation and an expiry; each phone choice is a signature over
 * the search id and the phone, so the phones themselves never leave the server unmasked.
 * Searches are limited per member, because national ids are guessable (enumeration).
 */
import type { Kysely } from 'kysely';
import type { AbuseLimits } from '../../config';
import type { CardSearchResult, FamilyRelation } from '../../../shared/api/schemas/cards';
import { isValidThaiId, normalizeThaiId } from '../../../shared/rules/thai-id';
import { maskThaiMobile } from '../../../shared/rules/phone';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import type { LoadedPartner } from '../../partners/registry';
import type { SmsSender } from '../messaging/messaging';
import { issueOtp, OTP_TTL_MINUTES, verifyOtp } from '../accounts/otp';
import { listVisibleCards, type Viewer } from './cards';
import { sign, signingKey, verifySignature } from './cards-signing';
import { RATE_LIMIT_RULES, type RateLimiter } from '../../platform/rate-limit';
import type { CardSummary } from '../../../shared/api/schemas/cards';

/** How long a search result can be acted on (choose a phone, resend). */
const SEARCH_TTL_MS = 30 * 60_000;

export interface CardSearchDeps {
  db: Kysely<Database>;
  sms: SmsSender;
  partner: LoadedPartner;
  now: () => Date;
  rateLimits: RateLimiter;
  /** Its overall SMS budget (docs/abuse-limits.md); absent: only the per-phone limits apply. */
  config?: { abuseLimits: AbuseLimits };
}

interface SearchClaims {
  memberId: string;
  personId: string;
  relation: FamilyRelation | null;
  expiresAt: number;
}

const key = (partner: LoadedPartner) => signingKey(partner.partner.secret_key, 'card-search');

function makeSearchId(partner: LoadedPartner, claims: SearchClaims): string {
  const body = `${claims.memberId}.${claims.personId}.${claims.relation ?? 'self'}.${Math.floor(claims.expiresAt / 1000)}`;
  return `${body}.${sign(key(partner), body)}`;
}

function readSearchId(partner: LoadedPartner, searchId: string, memberId: string, now: Date): SearchClaims {
  const parts = searchId.split('.');
  const expired = () => new ApiError('CARD_SEARCH_EXPIRED');
  if (parts.length !== 5) throw expired();
  const [member, person, relation, exp, signature] = parts as [string, string, string, string, string];
  if (!verifySignature(key(partner), parts.slice(0, 4).join('.'), signature)) throw expired();
  if (member !== memberId || Number(exp) * 1000 <= now.getTime()) throw expired();
  return {
    memberId: member,
    personId: person,
    relation: relation === 'self' ? null : (relation as FamilyRelation),
    expiresAt: Number(exp) * 1000,
  };
}

const phoneChoice = (partner: LoadedPartner, searchId: string, phone: string) =>
  sign(key(partner), `${searchId}|${phone}`).slice(0, 22);

/** Counts a search; RATE_LIMITED with Retry-After past the limit (a window shared by all API processes). */
async function countSearch(rateLimits: RateLimiter, memberId: string, now: Date): Promise<void> {
  const result = await rateLimits.hit(RATE_LIMIT_RULES.cardSearch, memberId, now);
  if (!result.allowed) {
    const seconds = result.retryAfterSeconds;
    throw new ApiError('RATE_LIMITED', {
      details: { retry_after_seconds: seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

async function policiesOf(db: Kysely<Database>, partnerId: string, personId: string) {
  const rows = await db
    .selectFrom('cards')
    .select(['type', 'card_no', 'insurer_name_th', 'insurer_name_en', 'plan_name_th', 'plan_name_en'])
    .where('insured_person_id', '=', personId)
    .where('partner_id', '=', partnerId)
    .where('type', '<>', 'self_added')
    .orderBy('expiry_date', 'desc')
    .execute();
  return rows.map((r) => ({
    insurer_name: { th: r.insurer_name_th, en: r.insurer_name_en },
    plan_name: r.plan_name_th && r.plan_name_en ? { th: r.plan_name_th, en: r.plan_name_en } : null,
    type: r.type as 'group' | 'individual',
    card_no_masked: `••••${r.card_no.slice(-4)}`,
  }));
}

async function sendOtp(deps: CardSearchDeps, viewer: Viewer, claims: SearchClaims, phone: string) {
  const context = { person_id: claims.personId, relation: claims.relation };
  try {
    const issued = await issueOtp(
      {
        db: deps.db,
        sms: deps.sms,
        now: deps.now,
        rateLimits: deps.rateLimits,
        ...(deps.config ? { config: deps.config } : {}),
      },
      { purpose: 'card', phone, partnerCode: viewer.partnerId, memberId: viewer.memberId, context },
    );
    return { ref_no: issued.ref_no, phone_masked: issued.phone_masked, ttl_minute: issued.ttl_minute };
  } catch (error) {
    // Asked again within the resend cooldown for the same person: the code already on its way stands.
    if (!(error instanceof ApiError) || error.code !== 'OTP_RESEND_TOO_SOON') throw error;
    const now = deps.now();
    const live = await deps.db
      .selectFrom('otp_challenges')
      .select(['ref_no', 'expires_at', 'context'])
      .where('partner_id', '=', viewer.partnerId)
      .where('member_id', '=', viewer.memberId)
      .where('purpose', '=', 'card')
      .where('phone', '=', phone)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const liveContext = live?.context as { person_id?: string; relation?: string | null } | undefined;
    if (
      !live ||
      liveContext?.person_id !== claims.personId ||
      (liveContext?.relation ?? null) !== claims.relation
    )
      throw error;
    return {
      ref_no: live.ref_no,
      phone_masked: maskThaiMobile(phone),
      ttl_minute: Math.max(
        1,
        Math.min(OTP_TTL_MINUTES, Math.ceil((live.expires_at.getTime() - now.getTime()) / 60_000)),
      ),
    };
  }
}

export async function searchCards(
  deps: CardSearchDeps,
  viewer: Viewer,
  input: { national_id: string; relation?: FamilyRelation | undefined },
): Promise<CardSearchResult> {
  const nationalId = normalizeThaiId(input.national_id);
  if (!isValidThaiId(nationalId))
    throw new ApiError('VALIDATION_FAILED', {
      details: [
        { path: 'body.national_id', code: 'thai_id_invalid', message: 'Not a valid Thai national id.' },
      ],
    });
  const now = deps.now();
  await countSearch(deps.rateLimits, viewer.memberId, now);

  const person = await deps.db
    .selectFrom('insured_persons')
    .select(['id', 'member_id', 'phones', 'national_id'])
    .where('partner_id', '=', viewer.partnerId)
    .where('national_id', '=', nationalId)
    .executeTakeFirst();
  const policies = person ? await policiesOf(deps.db, viewer.partnerId, person.id) : [];
  if (!person || policies.length === 0) return { result: 'not_found' };

  const relation = input.relation ?? null;
  const me = await deps.db
    .selectFrom('members')
    .select(['mobile', 'national_id'])
    .where('id', '=', viewer.memberId)
    .executeTakeFirstOrThrow();
  if (person.member_id === viewer.memberId) return { result: 'already_linked', policies };
  if (relation === null) {
    if (person.member_id !== null) throw new ApiError('CARD_ALREADY_LINKED');
    const own = await deps.db
      .selectFrom('insured_persons')
      .select('national_id')
      .where('member_id', '=', viewer.memberId)
      .executeTakeFirst();
    const knownId = own?.national_id ?? me.national_id;
    if (knownId && knownId !== nationalId) throw new ApiError('CARD_SEARCH_NOT_SELF');
  } else {
    const link = await deps.db
      .selectFrom('family_links')
      .select('can_view')
      .where('member_id', '=', viewer.memberId)
      .where('insured_person_id', '=', person.id)
      .executeTakeFirst();
    if (link?.can_view) return { result: 'already_linked', policies };
  }

  const claims: SearchClaims = {
    memberId: viewer.memberId,
    personId: person.id,
    relation,
    expiresAt: now.getTime() + SEARCH_TTL_MS,
  };
  const searchId = makeSearchId(deps.partner, claims);
  if (me.mobile && person.phones.includes(me.mobile)) {
    const otp = await sendOtp(deps, viewer, claims, me.mobile);
    return {
      result: 'otp_sent',
      search_id: searchId,
      policies,
      phone_choice: phoneChoice(deps.partner, searchId, me.mobile),
      otp,
    };
  }
  return {
    result: 'choose_phone',
    search_id: searchId,
    policies,
    phones: person.phones.map((phone) => ({
      choice_id: phoneChoice(deps.partner, searchId, phone),
      phone_masked: maskThaiMobile(phone),
    })),
    line_oa_id: deps.partner.theme.line_oa_id || null,
  };
}

export async function sendSearchOtp(
  deps: CardSearchDeps,
  viewer: Viewer,
  input: { search_id: string; phone_choice: string },
) {
  const claims = readSearchId(deps.partner, input.search_id, viewer.memberId, deps.now());
  const person = await deps.db
    .selectFrom('insured_persons')
    .select('phones')
    .where('id', '=', claims.personId)
    .where('partner_id', '=', viewer.partnerId)
    .executeTakeFirst();
  const phone = person?.phones.find(
    (p) => phoneChoice(deps.partner, input.search_id, p) === input.phone_choice,
  );
  if (!phone)
    throw new ApiError('VALIDATION_FAILED', {
      details: [
        { path: 'body.phone_choice', code: 'invalid_value', message: 'Not a choice of this search.' },
      ],
    });
  return sendOtp(deps, viewer, claims, phone);
}

export async function linkCards(
  deps: CardSearchDeps,
  viewer: Viewer,
  input: { ref_no: string; otp: string },
): Promise<{ person_id: string; relation: FamilyRelation | null; cards: CardSummary[] }> {
  const verified = await verifyOtp(
    { db: deps.db, sms: deps.sms, now: deps.now, rateLimits: deps.rateLimits },
    {
      ref_no: input.ref_no.trim().toUpperCase(),
      purpose: 'card',
      code: input.otp,
      partnerCode: viewer.partnerId,
      memberId: viewer.memberId,
    },
  );
  const context = verified.context as { person_id?: unknown; relation?: unknown };
  if (typeof context.person_id !== 'string') throw new ApiError('CARD_SEARCH_EXPIRED');
  const personId = context.person_id;
  const relation = typeof context.relation === 'string' ? (context.relation as FamilyRelation) : null;
  const now = deps.now();

  await deps.db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('insured_persons')
      .select(['id', 'member_id', 'national_id'])
      .where('id', '=', personId)
      .where('partner_id', '=', viewer.partnerId)
      .executeTakeFirst();
    if (!person) throw new ApiError('CARD_SEARCH_EXPIRED');
    if (relation !== null) {
      await trx
        .insertInto('family_links')
        .values({ member_id: viewer.memberId, insured_person_id: person.id, relation, can_view: true })
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'insured_person_id'])
            .doUpdateSet({ relation, can_view: true, updated_at: now }),
        )
        .execute();
      return;
    }
    if (person.member_id === viewer.memberId) return;
    // Someone else linked this record between the search and the OTP.
    if (person.member_id !== null) throw new ApiError('CARD_ALREADY_LINKED');
    const own = await trx
      .selectFrom('insured_persons')
      .select(['id', 'national_id'])
      .where('member_id', '=', viewer.memberId)
      .executeTakeFirst();
    if (own) {
      if (own.national_id) throw new ApiError('CARD_SEARCH_NOT_SELF');
      // The placeholder person made for the member's typed-in cards gives way to the TPA record.
      await trx
        .updateTable('cards')
        .set({ insured_person_id: person.id })
        .where('insured_person_id', '=', own.id)
        .execute();
      await trx.deleteFrom('insured_persons').where('id', '=', own.id).execute();
    }
    await trx
      .updateTable('insured_persons')
      .set({ member_id: viewer.memberId, updated_at: now })
      .where('id', '=', person.id)
      .execute();
    await trx
      .updateTable('members')
      .set({ national_id: person.national_id, updated_at: now })
      .where('id', '=', viewer.memberId)
      .where('national_id', 'is', null)
      .execute();
  });

  const cards = await listVisibleCards(deps.db, viewer, now, { insuredPersonIds: [personId] });
  return { person_id: personId, relation, cards };
}
