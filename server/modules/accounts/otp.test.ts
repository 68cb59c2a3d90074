import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_OUTBOX_KEY } from '../../config';
import type { ApiError } from '../../http/api-error';
import type { PartnerRegistry } from '../../partners/registry';
import { createPartnerDatabase, type TestDatabase } from '../../testing/db';
import { createMember, mobileSequence } from '../../testing/fixtures';
import { listOutbox, OutboxSmsSender, UNREADABLE_BODY } from '../messaging/messaging';
import {
  findLiveChallenge,
  issueDecoyOtp,
  issueOtp,
  OTP_HOURLY_CAP,
  type OtpContext,
  otpSmsText,
  verifyOtp,
} from './otp';

let database: TestDatabase;
let partners: PartnerRegistry;
let clock: Date;
let ctx: OtpContext;

/** A phone no other test uses, so limits and outbox reads stay per test. */
const freshPhone = mobileSequence(10_000_000, 7919);
const toE164 = (national: string) => `+66${national.slice(1)}`;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function lastCode(phone: string): Promise<{ code: string; ref: string; text: string }> {
  const [message] = await listOutbox(database.db, { recipient: toE164(phone), limit: 1 });
  if (!message) throw new Error(`no SMS to ${phone}`);
  const m = /รหัส OTP ของคุณคือ (\d{6}) \(รหัสอ้างอิง ([A-Z0-9]+)\)/.exec(message.text);
  if (!m) throw new Error(`no code in ${message.text}`);
  return { code: m[1]!, ref: m[2]!, text: message.text };
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  ({ database, partners } = await createPartnerDatabase());
});
afterAll(() => database.destroy());
beforeEach(() => {
  clock = new Date('2026-11-20T03:00:00Z');
  ctx = {
    db: database.db,
    sms: new OutboxSmsSender(database.db, DEVELOPMENT_OUTBOX_KEY),
    now: () => clock,
    partners,
  };
});

describe('issueOtp', () => {
  it('sends 6 CSPRNG digits with a reference by SMS, Thai first, and stores only a hash', async () => {
    const phone = freshPhone();
    const issued = await issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default', lang: 'th' });
    const { code, ref, text } = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(ref).toBe(issued.ref_no);
    expect(issued.ref_no).toMatch(/^[A-Z2-9]{4}$/);
    expect(text).toContain('ใช้ได้ภายใน 5 นาที');
    expect(text).toContain(`Your OTP is ${code} (ref. ${ref}), valid for 5 minutes`);
    expect(text.indexOf('รหัส')).toBeLessThan(text.indexOf('Your OTP'));
    expect(issued).toMatchObject({ ttl_minute: 5, resend_after_seconds: 60 });
    expect(issued.phone_masked).toBe(`${phone.slice(0, 3)}-xxx-${phone.slice(6)}`);

    const row = await database.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('id', '=', issued.challengeId)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.code_hash).toMatch(/^\$scrypt\$/);
    expect(row.phone).toBe(toE164(phone));
    // TTL: 5 minutes, never above 10.
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(5 * 60_000);
    expect(issued.expires_at).toBe(row.expires_at.toISOString());
  });

  it('keeps the SMS encrypted in the outbox: no code and no text in the stored row', async () => {
    const phone = freshPhone();
    await issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default', lang: 'th' });
    const { code, text } = await lastCode(phone);
    const raw = await sql<
      Record<string, unknown>
    >`select * from outbox where recipient = ${toE164(phone)}`.execute(database.db);
    expect(raw.rows).toHaveLength(1);
    const stored = JSON.stringify(raw.rows[0]);
    expect(stored).not.toContain(code);
    for (const word of ['OTP', 'รหัส', 'minutes', text.slice(0, 12)]) expect(stored).not.toContain(word);
    expect(raw.rows[0]!.body).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    // Read with another key, the body does not open.
    const [other] = await listOutbox(database.db, { recipient: toE164(phone) }, randomBytes(32));
    expect(other!.text).toBe(UNREADABLE_BODY);
  });

  it('writes English first when the member reads English', () => {
    expect(otpSmsText('123456', 'K7QF', 'delete', 'en')).toMatch(
      /^Your OTP is 123456 \(ref\. K7QF\), valid for 5 minutes, for deleting your account\. .* \/ รหัส OTP ของคุณคือ 123456 \(รหัสอ้างอิง K7QF\)/,
    );
  });

  it('accepts an ins_code as the partner code', async () => {
    const phone = freshPhone();
    const issued = await issueOtp(ctx, { purpose: 'card', phone, partnerCode: 'TPA' });
    const row = await database.db
      .selectFrom('otp_challenges')
      .select('partner_id')
      .where('id', '=', issued.challengeId)
      .executeTakeFirstOrThrow();
    expect(row.partner_id).toBe('default');
  });

  it('refuses a resend within 60 seconds, then allows it and retires the old code', async () => {
    const phone = freshPhone();
    await issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default' });
    const first = await lastCode(phone);
    advance(20);
    const tooSoon = await errorOf(issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default' }));
    expect(tooSoon.code).toBe('OTP_RESEND_TOO_SOON');
    expect(tooSoon.details).toEqual({ retry_after_seconds: 40 });
    expect(tooSoon.headers['retry-after']).toBe('40');
    // Another purpose on the same phone is not held back by this one.
    await issueOtp(ctx, { purpose: 'reset', phone, partnerCode: 'default' });

    advance(40);
    const second = await issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default' });
    const fresh = await lastCode(phone);
    expect(fresh.ref).toBe(second.ref_no);
    const retired = await errorOf(
      verifyOtp(ctx, { ref_no: first.ref, purpose: 'register', phone, code: first.code }),
    );
    expect(retired.code).toBe('OTP_EXPIRED');
    await expect(
      verifyOtp(ctx, { ref_no: fresh.ref, purpose: 'register', phone, code: fresh.code }),
    ).resolves.toMatchObject({ phone: toE164(phone) });
  });

  it(`caps sends at ${OTP_HOURLY_CAP} per phone and purpose in a rolling hour`, async () => {
    const phone = freshPhone();
    for (let i = 0; i < OTP_HOURLY_CAP; i++) {
      await issueOtp(ctx, { purpose: 'delete', phone, partnerCode: 'default' });
      advance(61);
    }
    const capped = await errorOf(issueOtp(ctx, { purpose: 'delete', phone, partnerCode: 'default' }));
    expect(capped.code).toBe('RATE_LIMITED');
    const wait = (capped.details as { retry_after_seconds: number }).retry_after_seconds;
    expect(wait).toBe(3600 - OTP_HOURLY_CAP * 61);
    advance(wait);
    await expect(issueOtp(ctx, { purpose: 'delete', phone, partnerCode: 'default' })).resolves.toBeTruthy();
  });

  it('refuses a number that is not a Thai mobile', async () => {
    const error = await errorOf(
      issueOtp(ctx, { purpose: 'register', phone: '021234567', partnerCode: 'default' }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
  });
});

describe('verifyOtp', () => {
  it('accepts the right code once (single use) and returns phone and member', async () => {
    const phone = freshPhone();
    const member = await createMember(database.db, 'default', { mobile: toE164(phone) });
    await issueOtp(ctx, { purpose: 'delete', phone, partnerCode: 'default', memberId: member.id });
    const { code, ref } = await lastCode(phone);
    const verified = await verifyOtp(ctx, { ref_no: ref, purpose: 'delete', code, memberId: member.id });
    expect(verified).toMatchObject({ memberId: member.id, phone: toE164(phone) });
    const again = await errorOf(verifyOtp(ctx, { ref_no: ref, purpose: 'delete', code }));
    expect(again.code).toBe('OTP_EXPIRED');
  });

  it('is bound to its purpose, phone, partner and member', async () => {
    const phone = freshPhone();
    const member = await createMember(database.db, 'default');
    await issueOtp(ctx, { purpose: 'card', phone, partnerCode: 'default', memberId: member.id });
    const { code, ref } = await lastCode(phone);
    const purpose = await errorOf(verifyOtp(ctx, { ref_no: ref, purpose: 'reset', code }));
    expect(purpose.code).toBe('OTP_INVALID');
    const otherPhone = await errorOf(
      verifyOtp(ctx, { ref_no: ref, purpose: 'card', code, phone: freshPhone() }),
    );
    expect(otherPhone.code).toBe('OTP_INVALID');
    const otherPartner = await errorOf(
      verifyOtp(ctx, { ref_no: ref, purpose: 'card', code, partnerCode: 'siam-life' }),
    );
    expect(otherPartner.code).toBe('OTP_INVALID');
    const otherMember = await errorOf(
      verifyOtp(ctx, {
        ref_no: ref,
        purpose: 'card',
        code,
        memberId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(otherMember.code).toBe('OTP_INVALID');
    // None of those spent the code.
    await expect(
      verifyOtp(ctx, {
        ref_no: ref,
        purpose: 'card',
        code,
        phone,
        partnerCode: 'default',
        memberId: member.id,
      }),
    ).resolves.toMatchObject({ memberId: member.id });
  });

  it('expires after 5 minutes (controlled clock)', async () => {
    const phone = freshPhone();
    await issueOtp(ctx, { purpose: 'reset', phone, partnerCode: 'default' });
    const { code, ref } = await lastCode(phone);
    advance(5 * 60);
    const expired = await errorOf(verifyOtp(ctx, { ref_no: ref, purpose: 'reset', code }));
    expect(expired.code).toBe('OTP_EXPIRED');
  });

  it('works up to the last second of its 5 minutes', async () => {
    const phone = freshPhone();
    await issueOtp(ctx, { purpose: 'reset', phone, partnerCode: 'default' });
    const { code, ref } = await lastCode(phone);
    advance(5 * 60 - 1);
    await expect(verifyOtp(ctx, { ref_no: ref, purpose: 'reset', code })).resolves.toBeTruthy();
  });

  it('locks after 5 wrong entries: the right code is refused until a new one is requested', async () => {
    const phone = freshPhone();
    await issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default' });
    const { code, ref } = await lastCode(phone);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await errorOf(verifyOtp(ctx, { ref_no: ref, purpose: 'register', code: wrong(code) }))).code,
      );
    expect(answers).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_LOCKED']);
    const locked = await errorOf(verifyOtp(ctx, { ref_no: ref, purpose: 'register', code }));
    expect(locked.code).toBe('OTP_LOCKED');

    advance(61);
    await issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default' });
    const fresh = await lastCode(phone);
    await expect(
      verifyOtp(ctx, { ref_no: fresh.ref, purpose: 'register', code: fresh.code }),
    ).resolves.toBeTruthy();
  });

  it('tells how many tries are left after a wrong code', async () => {
    const phone = freshPhone();
    await issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default' });
    const { code, ref } = await lastCode(phone);
    const error = await errorOf(verifyOtp(ctx, { ref_no: ref, purpose: 'register', code: wrong(code) }));
    expect(error.details).toEqual({ attempts_left: 4 });
  });

  it('never compares more than 5 guesses, even when they race', async () => {
    const phone = freshPhone();
    const issued = await issueOtp(ctx, { purpose: 'register', phone, partnerCode: 'default' });
    const { code, ref } = await lastCode(phone);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        verifyOtp(ctx, { ref_no: ref, purpose: 'register', code: wrong(code) }),
      ),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as ApiError).code : 'OK'));
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_LOCKED')).toHaveLength(8);
    const row = await database.db
      .selectFrom('otp_challenges')
      .select('attempts')
      .where('id', '=', issued.challengeId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it('answers OTP_INVALID for a reference that does not exist', async () => {
    const error = await errorOf(verifyOtp(ctx, { ref_no: 'ZZZZ', purpose: 'register', code: '123456' }));
    expect(error.code).toBe('OTP_INVALID');
  });
});

describe('decoy challenges (unknown accounts)', () => {
  it('send nothing, never accept a code, and lock like real ones', async () => {
    const before = await listOutbox(database.db, { limit: 1000 });
    const decoy = await issueDecoyOtp(ctx, { purpose: 'reset', partnerCode: 'default' });
    expect(await listOutbox(database.db, { limit: 1000 })).toHaveLength(before.length);
    expect(decoy).toMatchObject({ ttl_minute: 5, resend_after_seconds: 60 });
    expect(await findLiveChallenge(ctx, { ref_no: decoy.ref_no, purpose: 'reset' })).toBeTruthy();
    const answers: string[] = [];
    for (const code of ['000000', '123456', '999999', '555555', '111111', '222222'])
      answers.push((await errorOf(verifyOtp(ctx, { ref_no: decoy.ref_no, purpose: 'reset', code }))).code);
    expect(answers).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_LOCKED',
      'OTP_LOCKED',
    ]);
  });
});
