/**
 * One-time passwords sent by SMS (docs/security.md 3, docs/decisions/032-otp-challenges.md), used for
 * registration, linking a card, account deletion and password reset:
 * - 6 digits from the CSPRNG (crypto.randomInt), stored only as a salted scrypt hash;
 * - bound to a purpose and a phone (and a member when one is known); a short `ref_no` printed in the
 *   SMS and on the screen lets the member match the two;
 * - valid 5 minutes (the table refuses more than 10), single use;
 * - 5 wrong entries lock the challenge: even the right code is then refused (OTP_LOCKED) until a new
 *   code is requested. Each entry reserves an attempt BEFORE the code is compared, so parallel
 *   guesses cannot exceed the limit;
 * - a new code for the same phone and purpose retires the previous one; sends are limited to one per
 *   60 seconds and a few per rolling hour per partner, phone and purpose, counted by the shared
 *   rate-limit module (server/platform/rate-limit.ts), so two API processes cannot both let a
 *   request through.
 *
 * Services receive the parts of the AppContext they need, like the other services.
 */
import { randomInt } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AbuseLimits } from '../../config';
import { toE164, maskThaiMobile } from '../../../shared/rules/phone';
import type { Database, Lang, OtpPurpose } from '../../db/types';
import { json } from '../../db/json';
import { ApiError } from '../../http/api-error';
import { MESSAGES, smsText } from '../../messages/catalogue';
import type { PartnerRegistry } from '../../partners/registry';
import type { SmsSender } from '../messaging/messaging';
import { hashPassword, type ScryptParams, verifyPassword } from './password';
import {
  PgRateLimitStore,
  RATE_LIMIT_RULES,
  RateLimiter,
  SEND_SLOTS,
  smsBudgetRule,
} from '../../platform/rate-limit';
import { OTP_DIGITS, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '../../../shared/api/constants';

// The business constants live in shared/api/constants.ts; re-exported for this module's callers.
export { OTP_DIGITS, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES };
export const OTP_RESEND_COOLDOWN_SECONDS = RATE_LIMIT_RULES.otpSendCooldown.windowSeconds;
/** Codes per phone and purpose in any rolling hour. */
export const OTP_HOURLY_CAP = RATE_LIMIT_RULES.otpSendHourly.limit;

/**
 * Lighter than passwords (2^14 instead of 2^15): a code lives 5 minutes, so an offline search of the
 * 10^6 codes (about 7 CPU-hours at this cost) outlasts it by far, and no pepper secret has to be
 * managed across API processes.
 */
const OTP_SCRYPT: ScryptParams = { ln: 14, r: 8, p: 1 };

/** No 0/O, 1/I/L: a reference is read off a screen and compared with an SMS. */
const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REF_LENGTH = 4;

/** Decoy challenges (unknown accounts in password recovery) carry this phone; nothing is ever sent to it. */
const DECOY_PHONE = '+66000000000';

export interface OtpContext {
  db: Kysely<Database>;
  sms: SmsSender;
  now: () => Date;
  /** Lets callers pass an ins_code as partnerCode; the partner id works without it. */
  partners?: PartnerRegistry;
  /** The app's limiter (AppContext has it); without it the send limits are counted in `db`. */
  rateLimits?: RateLimiter;
  /** The app's config (AppContext has it): its overall SMS budget (docs/abuse-limits.md). */
  config?: { abuseLimits: AbuseLimits };
}

export interface IssueOtpInput {
  purpose: OtpPurpose;
  /** Thai mobile in any accepted form (0812345678, 081-234-5678, +66812345678). */
  phone: string;
  /** The partner id (partners.id, e.g. "default"); an ins_code is accepted when ctx.partners is given. */
  partnerCode: string;
  memberId?: string | null;
  lang?: Lang;
  /** Data the flow needs back after verification (e.g. a pending registration). Never the code. */
  context?: Record<string, unknown>;
}

export interface IssuedOtp {
  challengeId: string;
  ref_no: string;
  ttl_minute: number;
  /** ISO timestamp. */
  expires_at: string;
  /** 081-xxx-5678 */
  phone_masked: string;
  resend_after_seconds: number;
}

export interface VerifyOtpInput {
  ref_no: string;
  purpose: OtpPurpose;
  code: string;
  /** When given, the challenge must have been sent to this phone. */
  phone?: string;
  /** When given, the challenge must belong to this partner. */
  partnerCode?: string;
  /** When given, the challenge must belong to this member. */
  memberId?: string;
}

export interface VerifiedOtp {
  challengeId: string;
  memberId?: string;
  /** E.164 */
  phone: string;
  context: Record<string, unknown>;
}

export function otpSmsText(code: string, refNo: string, purpose: OtpPurpose, lang: Lang = 'th'): string {
  return smsText(MESSAGES.sms.otp({ code, refNo, minutes: OTP_TTL_MINUTES, purpose }), lang);
}

function resolvePartnerId(ctx: OtpContext, partnerCode: string): string {
  return ctx.partners?.byId(partnerCode)?.id ?? ctx.partners?.byInsCode(partnerCode)?.id ?? partnerCode;
}

function e164(phone: string): string {
  const normalized = /^\+[1-9][0-9]{6,14}$/.test(phone) && !phone.startsWith('+66') ? phone : toE164(phone);
  if (!normalized) {
    throw new ApiError('VALIDATION_FAILED', {
      details: [{ path: 'body.phone', code: 'phone_invalid', message: 'Not a Thai mobile number.' }],
    });
  }
  return normalized;
}

function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

function generateRefNo(): string {
  let ref = '';
  for (let i = 0; i < REF_LENGTH; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

function retryAfter(code: 'OTP_RESEND_TOO_SOON' | 'RATE_LIMITED', seconds: number): ApiError {
  const s = Math.max(1, Math.ceil(seconds));
  return new ApiError(code, { details: { retry_after_seconds: s }, headers: { 'retry-after': String(s) } });
}

/** A reference no live challenge of this purpose uses, so a ref_no finds exactly one challenge. */
async function uniqueRefNo(trx: Transaction<Database>, purpose: OtpPurpose, now: Date): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const ref = generateRefNo();
    const taken = await trx
      .selectFrom('otp_challenges')
      .select('id')
      .where('ref_no', '=', ref)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!taken) return ref;
  }
  throw new Error('Could not find a free OTP reference in 20 tries.');
}

/**
 * Takes a send slot for this partner, phone and purpose, or throws OTP_RESEND_TOO_SOON (within the
 * cooldown) or RATE_LIMITED (hourly cap). Taken before the challenge's transaction: the PostgreSQL
 * store writes through `db`, which a PGlite transaction would hold.
 */
async function takeSendSlot(
  ctx: OtpContext,
  where: { partnerId: string; phone: string; purpose: OtpPurpose },
  now: Date,
): Promise<void> {
  const limiter = ctx.rateLimits ?? new RateLimiter(new PgRateLimitStore(ctx.db), ctx.now);
  const slot = await limiter.takeSendSlot(
    SEND_SLOTS.otp,
    `${where.partnerId}:${where.phone}:${where.purpose}`,
    now,
    ctx.config ? smsBudgetRule(ctx.config.abuseLimits) : null,
  );
  if (slot.reason === 'cooldown') throw retryAfter('OTP_RESEND_TOO_SOON', slot.wait);
  if (slot.reason === 'hourly' || slot.reason === 'budget') throw retryAfter('RATE_LIMITED', slot.wait);
}

/** Sends a new code by SMS (through the outbox, in the same transaction as the challenge). */
export async function issueOtp(ctx: OtpContext, input: IssueOtpInput): Promise<IssuedOtp> {
  const partnerId = resolvePartnerId(ctx, input.partnerCode);
  const phone = e164(input.phone);
  const code = generateCode();
  // Hash outside the transaction: scrypt takes tens of milliseconds and PGlite has one connection.
  const codeHash = await hashPassword(code, OTP_SCRYPT);
  await takeSendSlot(ctx, { partnerId, phone, purpose: input.purpose }, ctx.now());
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    // A new code retires the previous ones (and lifts a lock: "until a new one is requested").
    await trx
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('partner_id', '=', partnerId)
      .where('phone', '=', phone)
      .where('purpose', '=', input.purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    const { row, refNo, expiresAt } = await insertChallenge(trx, now, {
      partner_id: partnerId,
      member_id: input.memberId ?? null,
      purpose: input.purpose,
      phone,
      code_hash: codeHash,
      context: json(input.context ?? {}),
    });
    await ctx.sms.send(
      {
        to: phone,
        purpose: `otp_${input.purpose}`,
        text: otpSmsText(code, refNo, input.purpose, input.lang),
        partnerId,
      },
      trx,
    );
    return {
      challengeId: row.id,
      ref_no: refNo,
      ttl_minute: OTP_TTL_MINUTES,
      expires_at: expiresAt.toISOString(),
      phone_masked: maskThaiMobile(phone),
      resend_after_seconds: OTP_RESEND_COOLDOWN_SECONDS,
    };
  });
}

/** Inserts a challenge with a fresh reference, live for OTP_TTL_MINUTES from `now`. */
async function insertChallenge(
  trx: Transaction<Database>,
  now: Date,
  values: Omit<
    Insertable<Database['otp_challenges']>,
    'ref_no' | 'max_attempts' | 'created_at' | 'expires_at'
  > & {
    purpose: OtpPurpose;
  },
) {
  const refNo = await uniqueRefNo(trx, values.purpose, now);
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);
  const row = await trx
    .insertInto('otp_challenges')
    .values({
      ...values,
      ref_no: refNo,
      max_attempts: OTP_MAX_ATTEMPTS,
      created_at: now,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { row, refNo, expiresAt };
}

/**
 * A challenge that looks like a real one but that no code can pass and no SMS announces: the answer
 * for an unknown account in password recovery, so known and unknown usernames cannot be told apart
 * (a wrong code counts against it and locks it exactly like a real one).
 */
export async function issueDecoyOtp(
  ctx: OtpContext,
  input: { purpose: OtpPurpose; partnerCode: string; context?: Record<string, unknown> },
): Promise<IssuedOtp> {
  const partnerId = resolvePartnerId(ctx, input.partnerCode);
  // The hash of a code outside the 6-digit space: never matches, but costs the same to check.
  const codeHash = await hashPassword(`decoy-${generateCode()}-${generateRefNo()}`, OTP_SCRYPT);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const { row, refNo, expiresAt } = await insertChallenge(trx, now, {
      partner_id: partnerId,
      member_id: null,
      purpose: input.purpose,
      phone: DECOY_PHONE,
      code_hash: codeHash,
      context: json({ ...input.context, decoy: true }),
    });
    return {
      challengeId: row.id,
      ref_no: refNo,
      ttl_minute: OTP_TTL_MINUTES,
      expires_at: expiresAt.toISOString(),
      phone_masked: '',
      resend_after_seconds: OTP_RESEND_COOLDOWN_SECONDS,
    };
  });
}

/** The live (unexpired, unused) challenge with this reference, if any: for resends that keep the flow's context. */
export async function findLiveChallenge(
  ctx: Pick<OtpContext, 'db' | 'now' | 'partners'>,
  where: { ref_no: string; purpose: OtpPurpose; partnerCode?: string },
) {
  let query = ctx.db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('ref_no', '=', where.ref_no)
    .where('purpose', '=', where.purpose)
    .where('expires_at', '>', ctx.now())
    .where('consumed_at', 'is', null);
  if (where.partnerCode)
    query = query.where('partner_id', '=', resolvePartnerId(ctx as OtpContext, where.partnerCode));
  return query.orderBy('created_at', 'desc').executeTakeFirst();
}

/**
 * The newest live code sent to this phone for this purpose, as the app shows it: for a repeated
 * request inside the resend cooldown, which should get the code already on its way, not an error.
 */
export async function findLiveChallengeForPhone(
  ctx: Pick<OtpContext, 'db' | 'now' | 'partners'>,
  where: { partnerCode: string; phone: string; purpose: OtpPurpose },
): Promise<(Omit<IssuedOtp, 'challengeId' | 'phone_masked'> & { phone: string }) | null> {
  const now = ctx.now();
  const phone = e164(where.phone);
  const row = await ctx.db
    .selectFrom('otp_challenges')
    .select(['ref_no', 'created_at', 'expires_at'])
    .where('partner_id', '=', resolvePartnerId(ctx as OtpContext, where.partnerCode))
    .where('phone', '=', phone)
    .where('purpose', '=', where.purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const sinceSent = (now.getTime() - row.created_at.getTime()) / 1000;
  return {
    ref_no: row.ref_no,
    ttl_minute: OTP_TTL_MINUTES,
    expires_at: row.expires_at.toISOString(),
    resend_after_seconds: Math.max(0, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - sinceSent)),
    phone: maskThaiMobile(phone),
  };
}

/**
 * Issues a code; when the phone's own limit refuses a new one (a code sent a moment ago, e.g. a
 * renewal code at login), answers the code already on its way instead, with the masked phone.
 */
export async function issueOtpOrLive(
  ctx: OtpContext,
  input: IssueOtpInput,
): Promise<Omit<IssuedOtp, 'challengeId' | 'phone_masked'> & { phone: string }> {
  try {
    const { challengeId: _id, phone_masked, ...challenge } = await issueOtp(ctx, input);
    return { ...challenge, phone: phone_masked };
  } catch (error) {
    if (
      !(error instanceof ApiError) ||
      (error.code !== 'OTP_RESEND_TOO_SOON' && error.code !== 'RATE_LIMITED')
    )
      throw error;
    const live = await findLiveChallengeForPhone(ctx, {
      partnerCode: input.partnerCode,
      phone: input.phone,
      purpose: input.purpose,
    });
    if (!live) throw error;
    return live;
  }
}

export function isDecoy(context: Record<string, unknown> | null | undefined): boolean {
  return context?.decoy === true;
}

/**
 * Checks a code. Throws OTP_INVALID (wrong code, or no such challenge for this purpose, phone,
 * partner and member), OTP_EXPIRED (too old, used, or replaced by a newer code) or OTP_LOCKED (5
 * wrong entries: request a new code). On success the challenge is used up.
 */
export async function verifyOtp(ctx: OtpContext, input: VerifyOtpInput): Promise<VerifiedOtp> {
  const now = ctx.now();
  let query = ctx.db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('ref_no', '=', input.ref_no)
    .where('purpose', '=', input.purpose);
  if (input.partnerCode) query = query.where('partner_id', '=', resolvePartnerId(ctx, input.partnerCode));
  const challenge = await query.orderBy('created_at', 'desc').executeTakeFirst();
  if (!challenge) throw new ApiError('OTP_INVALID');
  // Bound to phone and member: another phone's or member's challenge is as good as none.
  if (input.phone !== undefined && toE164(input.phone) !== challenge.phone && input.phone !== challenge.phone)
    throw new ApiError('OTP_INVALID');
  if (input.memberId !== undefined && challenge.member_id !== input.memberId)
    throw new ApiError('OTP_INVALID');
  if (challenge.consumed_at || challenge.expires_at.getTime() <= now.getTime())
    throw new ApiError('OTP_EXPIRED');

  // Reserve an attempt first: at most max_attempts comparisons, however many requests race.
  const reserved = await ctx.db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('consumed_at', 'is', null)
    .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
    .returning(['attempts', 'max_attempts'])
    .executeTakeFirst();
  if (!reserved) {
    const current = await ctx.db
      .selectFrom('otp_challenges')
      .select(['consumed_at'])
      .where('id', '=', challenge.id)
      .executeTakeFirstOrThrow();
    throw new ApiError(current.consumed_at ? 'OTP_EXPIRED' : 'OTP_LOCKED');
  }

  const matches =
    /^[0-9]{6}$/.test(input.code) &&
    !isDecoy(challenge.context) &&
    (await verifyPassword(input.code, challenge.code_hash));
  if (!matches) {
    if (reserved.attempts >= reserved.max_attempts) throw new ApiError('OTP_LOCKED');
    throw new ApiError('OTP_INVALID', {
      details: { attempts_left: reserved.max_attempts - reserved.attempts },
    });
  }

  const consumed = await ctx.db
    .updateTable('otp_challenges')
    .set({ consumed_at: ctx.now() })
    .where('id', '=', challenge.id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  // Used by a parallel request a moment ago, or it expired while the hash was being checked.
  if (!consumed) throw new ApiError('OTP_EXPIRED');
  return {
    challengeId: challenge.id,
    ...(challenge.member_id ? { memberId: challenge.member_id } : {}),
    phone: challenge.phone,
    context: challenge.context ?? {},
  };
}
