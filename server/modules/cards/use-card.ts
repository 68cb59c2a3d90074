/**
 * Using a card at a hospital (docs/spec.md 4, 9): the member picks a hospital that accepts the card, and the
 * server issues a use-card session that lasts 5 minutes by the server's clock, with a short code the
 * hospital can type and a signed QR payload it can scan. The hospital checks either through the
 * verify endpoints with its partner credentials (docs/decisions/041-use-card-code-and-signing.md).
 */
import { USE_CARD_MINUTES } from '../../../shared/api/constants';
import { randomInt } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import {
  USE_CODE_ALPHABET,
  USE_CODE_LENGTH,
  type UseSession,
  type UseSessionStatus,
  type UseVerification,
} from '../../../shared/api/schemas/cards';
import type { Database, UseCardStatus } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { cardStatus, findVisibleCard, type Viewer } from './cards';
import { sign, signingKey, verifySignature } from './cards-signing';

export const USE_SESSION_MS = USE_CARD_MINUTES * 60_000;
const QR_PREFIX = 'TCUC1';

export function makeUseCode(): string {
  let code = '';
  for (let i = 0; i < USE_CODE_LENGTH; i++) code += USE_CODE_ALPHABET[randomInt(USE_CODE_ALPHABET.length)];
  return code;
}

/** Tables of one-time codes a member holds one active at a time: card displays and Telemed codes. */
type ActiveCodeTable = 'use_card_sessions' | 'telemed_codes';

/**
 * Issues the member's one active code in `table`: their other active codes are cancelled, and a code
 * already on an active row is drawn again (31^8 codes make this very rare). Answers the new row's id.
 */
export function issueActiveCode<T extends ActiveCodeTable>(
  db: Kysely<Database>,
  table: T,
  memberId: string,
  now: Date,
  values: (code: string) => Insertable<Database[T]>,
): Promise<string> {
  const what = table === 'telemed_codes' ? 'telemed' : 'use-card';
  return db.transaction().execute(async (trx) => {
    const codes = trx as unknown as Transaction<Pick<Database, ActiveCodeTable>>;
    await codes
      .updateTable(table as ActiveCodeTable)
      .set({ status: 'cancelled', ended_at: now })
      .where('member_id', '=', memberId)
      .where('status', '=', 'active')
      .execute();
    for (let attempt = 0; ; attempt++) {
      const row = await codes
        .insertInto(table as ActiveCodeTable)
        .values(values(makeUseCode()) as Insertable<Database[ActiveCodeTable]>)
        .onConflict((oc) => oc.column('code').where('status', '=', 'active').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) return row.id;
      if (attempt >= 5) throw new Error(`Could not draw a free ${what} code.`);
    }
  });
}

/**
 * Ends an active code: `ended` (completed or cancelled) now when it is still live; when it has run
 * out, its expiry is recorded so the row tells the truth to reports, not only to the API.
 */
export async function endActiveCode(
  db: Kysely<Database>,
  table: ActiveCodeTable,
  id: string,
  current: { status: string; expires_at: string },
  ended: { status: 'completed' | 'cancelled'; at: Date },
): Promise<void> {
  const codes = db as unknown as Kysely<Pick<Database, ActiveCodeTable>>;
  const set =
    current.status === 'active'
      ? { status: ended.status, ended_at: ended.at }
      : current.status === 'expired'
        ? { status: 'expired' as const, ended_at: new Date(current.expires_at) }
        : null;
  if (set)
    await codes.updateTable(table).set(set).where('id', '=', id).where('status', '=', 'active').execute();
}

/** What a hospital clerk may type: lower case, spaces and dashes are forgiven. */
export function normalizeUseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function qrPayload(partnerSecret: string, sessionId: string, expiresAt: Date): string {
  const body = `${QR_PREFIX}.${sessionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${sign(signingKey(partnerSecret, 'use-card-qr'), body)}`;
}

/** The session id of a QR payload signed for this partner, or null when forged, altered or foreign. */
export function readQrPayload(partnerSecret: string, payload: string): string | null {
  const parts = payload.trim().split('.');
  if (parts.length !== 4 || parts[0] !== QR_PREFIX) return null;
  const [prefix, sessionId, exp, signature] = parts as [string, string, string, string];
  if (!/^[0-9a-f-]{36}$/.test(sessionId) || !/^\d{1,12}$/.test(exp)) return null;
  const key = signingKey(partnerSecret, 'use-card-qr');
  return verifySignature(key, `${prefix}.${sessionId}.${exp}`, signature) ? sessionId : null;
}

// --- Sessions ---

const API_STATUS: Record<UseCardStatus, UseSessionStatus> = {
  active: 'active',
  expired: 'expired',
  completed: 'done',
  cancelled: 'cancelled',
};

function sessionQuery(db: Kysely<Database>) {
  return db
    .selectFrom('use_card_sessions as s')
    .innerJoin('cards', 'cards.id', 's.card_id')
    .innerJoin('hospitals', 'hospitals.id', 's.hospital_id')
    .select([
      's.id',
      's.member_id',
      's.code',
      's.status',
      's.issued_at',
      's.expires_at',
      'cards.id as card_id',
      'cards.partner_id',
      'cards.type as card_type',
      'cards.card_no',
      'cards.insured_name',
      'cards.insurer_name_th',
      'cards.insurer_name_en',
      'cards.plan_name_th',
      'cards.plan_name_en',
      'cards.start_date',
      'cards.expiry_date',
      'hospitals.code as hospital_code',
      'hospitals.name_th as hospital_name_th',
      'hospitals.name_en as hospital_name_en',
    ]);
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirstOrThrow']>>;

/** The status now: an active row past its expiry is expired, whatever the row still says. */
function statusAt(row: Pick<SessionRow, 'status' | 'expires_at'>, now: Date): UseSessionStatus {
  if (row.status === 'active' && row.expires_at.getTime() <= now.getTime()) return 'expired';
  return API_STATUS[row.status];
}

function toUseSession(row: SessionRow, partnerSecret: string, now: Date): UseSession {
  return {
    session_id: row.id,
    status: statusAt(row, now),
    code: row.code,
    qr_payload: qrPayload(partnerSecret, row.id, row.expires_at),
    issued_at: row.issued_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    server_now: now.toISOString(),
    hospital: { code: row.hospital_code, name: { th: row.hospital_name_th, en: row.hospital_name_en } },
    card: {
      id: row.card_id,
      card_no: row.card_no,
      insured_name: row.insured_name,
      insurer_name: { th: row.insurer_name_th, en: row.insurer_name_en },
      plan_name: row.plan_name_th && row.plan_name_en ? { th: row.plan_name_th, en: row.plan_name_en } : null,
    },
  };
}

export interface UseCardDeps {
  db: Kysely<Database>;
  partnerSecret: string;
  now: Date;
}

export async function startUseSession(
  deps: UseCardDeps,
  viewer: Viewer,
  cardId: string,
  hospitalCode: string,
): Promise<UseSession> {
  const { db, now } = deps;
  const card = await findVisibleCard(db, viewer, cardId);
  if (!card) throw new ApiError('NOT_FOUND');
  if (card.type === 'self_added' || !card.ins_code) throw new ApiError('CARD_NOT_USABLE');
  if (cardStatus(card, now) !== 'active') throw new ApiError('CARD_EXPIRED');
  const hospital = await db
    .selectFrom('hospitals')
    .innerJoin('hospital_coverages', 'hospital_coverages.hospital_id', 'hospitals.id')
    .select('hospitals.id')
    .where('hospitals.code', '=', hospitalCode.trim().toUpperCase())
    .where('hospitals.is_active', '=', true)
    .where('hospital_coverages.ins_code', '=', card.ins_code)
    .executeTakeFirst();
  if (!hospital) throw new ApiError('HOSPITAL_NOT_ACCEPTED');

  const expiresAt = new Date(now.getTime() + USE_SESSION_MS);
  // One card display at a time: choosing a hospital again replaces the previous display.
  const id = await issueActiveCode(db, 'use_card_sessions', viewer.memberId, now, (code) => ({
    member_id: viewer.memberId,
    card_id: card.id,
    hospital_id: hospital.id,
    code,
    status: 'active',
    issued_at: now,
    expires_at: expiresAt,
  }));
  return (await getUseSession(deps, viewer, id))!;
}

export async function getUseSession(
  deps: UseCardDeps,
  viewer: Viewer,
  sessionId: string,
): Promise<UseSession | null> {
  const row = await sessionQuery(deps.db)
    .where('s.id', '=', sessionId)
    .where('s.member_id', '=', viewer.memberId)
    .where('cards.partner_id', '=', viewer.partnerId)
    .executeTakeFirst();
  return row ? toUseSession(row, deps.partnerSecret, deps.now) : null;
}

export async function endUseSession(
  deps: UseCardDeps,
  viewer: Viewer,
  sessionId: string,
  reason: 'done' | 'cancel',
): Promise<UseSession | null> {
  const current = await getUseSession(deps, viewer, sessionId);
  if (!current) return null;
  await endActiveCode(deps.db, 'use_card_sessions', sessionId, current, {
    status: reason === 'done' ? 'completed' : 'cancelled',
    at: deps.now,
  });
  return getUseSession(deps, viewer, sessionId);
}

// --- Hospital side ---

function verification(row: SessionRow | undefined, now: Date): UseVerification {
  if (!row || row.card_type === 'self_added') return { valid: false, reason: 'unknown' };
  const status = statusAt(row, now);
  if (status === 'expired') return { valid: false, reason: 'expired' };
  if (status !== 'active') return { valid: false, reason: 'ended' };
  return {
    valid: true,
    session_id: row.id,
    expires_at: row.expires_at.toISOString(),
    hospital: { code: row.hospital_code, name: { th: row.hospital_name_th, en: row.hospital_name_en } },
    insured_name: row.insured_name,
    card: {
      card_no: row.card_no,
      type: row.card_type,
      insurer_name: { th: row.insurer_name_th, en: row.insurer_name_en },
      plan_name: row.plan_name_th && row.plan_name_en ? { th: row.plan_name_th, en: row.plan_name_en } : null,
      start_date: row.start_date,
      expiry_date: row.expiry_date,
    },
  };
}

export async function verifyUseCode(
  db: Kysely<Database>,
  partnerId: string,
  code: string,
  now: Date,
): Promise<UseVerification> {
  const normalized = normalizeUseCode(code);
  if (!/^[A-Z0-9]{6,16}$/.test(normalized)) return { valid: false, reason: 'unknown' };
  const row = await sessionQuery(db)
    .where('s.code', '=', normalized)
    .where('cards.partner_id', '=', partnerId)
    .orderBy('s.issued_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return verification(row, now);
}

export async function verifyUseQr(
  db: Kysely<Database>,
  partner: { id: string; secret: string },
  payload: string,
  now: Date,
): Promise<UseVerification> {
  const sessionId = readQrPayload(partner.secret, payload);
  if (!sessionId) return { valid: false, reason: 'unknown' };
  const row = await sessionQuery(db)
    .where('s.id', '=', sessionId)
    .where('cards.partner_id', '=', partner.id)
    .executeTakeFirst();
  return verification(row, now);
}
