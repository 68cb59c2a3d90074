/**
 * Member sessions: opaque bearer tokens (256 random bits). Only the SHA-256 of a token is stored, so a
 * database leak yields no usable token; a session ends at its expiry or when revoked (logout,
 * password change, account deletion). See docs/decisions/021-opaque-session-tokens.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { PendingConsent } from '../../../shared/api/schemas/auth';
import { compileOnce, prepared } from '../../db/database';
import type { ConsentChannel, Database, Member } from '../../db/types';
import { asForcedPending, forcedPendingConsentsQuery } from './consents';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface AuthenticatedMember {
  sessionId: string;
  member: Member;
  /**
   * A previewer session (docs/decisions/063-preview-mode.md): the member routes refuse every operation
   * that would change something (403 PREVIEW_READ_ONLY), and reading does not even touch last_seen_at.
   */
  readOnly: boolean;
  /**
   * With `{ consents: true }`: the forced current consent documents the member has not accepted
   * (requireConsents' answer, docs/security.md 10), read by the same statement as the session.
   */
  pendingForcedConsents?: PendingConsent[];
}

/** A read-only preview session: who opened it and for how long (minutes). */
export interface PreviewSessionOptions {
  staffId: string;
  ttlMinutes: number;
}

export interface SessionServiceOptions {
  ttlMinutes: number;
  now?: () => Date;
}

/**
 * Every column of `members`, named: the session lookup runs on every member call as a prepared
 * statement (prepared(), decision 069), and a prepared `members.*` would fail with
 * "cached plan must not change result type" in a running server once a migration adds a column.
 * NoneMissing below fails to compile when the table gains a column this list lacks.
 */
const MEMBER_COLUMNS = [
  'birth_date',
  'created_at',
  'deleted_at',
  'email',
  'employee_id',
  'external_id',
  'failed_logins',
  'gender',
  'id',
  'is_sso',
  'last_login_at',
  'line_user_id',
  'locked_until',
  'mobile',
  'name',
  'national_id',
  'partner_id',
  'password_hash',
  'password_renewal_required',
  'surname',
  'updated_at',
  'username',
] as const satisfies readonly (keyof Member)[];
type NoneMissing<Missing extends never> = Missing;
export type EveryMemberColumn = NoneMissing<Exclude<keyof Member, (typeof MEMBER_COLUMNS)[number]>>;

/** last_seen_at is refreshed at most this often, so reads do not each cost a write. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Placeholders of the session lookup (compileOnce): values no caller passes. */
const LOOKUP_PLACEHOLDERS = { tokenHash: '\u0000token_hash', now: new Date(0) };

/**
 * The member, the session and, with `consents`, the forced consents still pending, of a token hash
 * that names a live session of a member not deleted.
 */
function sessionLookup(db: Kysely<Database>, consents: boolean) {
  return compileOnce(LOOKUP_PLACEHOLDERS, ({ tokenHash, now }) =>
    db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select(MEMBER_COLUMNS.map((column) => `members.${column}` as const))
      .select([
        'sessions.id as session_id',
        'sessions.last_seen_at as session_last_seen_at',
        'sessions.read_only as session_read_only',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('members.deleted_at', 'is', null)
      .$if(consents, (qb) =>
        qb.select(
          jsonArrayFrom(
            forcedPendingConsentsQuery(
              db,
              { id: sql.ref<string>('members.id'), partner_id: sql.ref<string>('members.partner_id') },
              now,
            ),
          ).as('forced_consents'),
        ),
      ),
  );
}

export class SessionService {
  readonly #now: () => Date;
  /** Built and compiled once (compileOnce): the lookup runs on every member call. */
  readonly #lookup: ReturnType<typeof sessionLookup>;
  readonly #lookupWithConsents: ReturnType<typeof sessionLookup>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: SessionServiceOptions,
  ) {
    this.#now = options.now ?? (() => new Date());
    this.#lookup = sessionLookup(db, false);
    this.#lookupWithConsents = sessionLookup(db, true);
  }

  async issue(
    memberId: string,
    channel: ConsentChannel = 'web',
    preview?: PreviewSessionOptions,
  ): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const now = this.#now();
    const ttlMinutes = preview?.ttlMinutes ?? this.options.ttlMinutes;
    const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
    const row = await this.db
      .insertInto('sessions')
      .values({
        member_id: memberId,
        token_hash: hashToken(token),
        channel,
        created_at: now,
        expires_at: expiresAt,
        ...(preview ? { read_only: true, preview_staff_id: preview.staffId } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, sessionId: row.id, expiresAt };
  }

  /**
   * The member behind a token, or null when the token is unknown, expired, revoked or its member
   * deleted. `consents: true` also answers pendingForcedConsents, in the same statement: the member
   * routes check both on every call, and one round trip costs less than two (decision 069).
   */
  async authenticate(
    token: string,
    options: { consents?: boolean } = {},
  ): Promise<AuthenticatedMember | null> {
    const now = this.#now();
    const lookup = options.consents ? this.#lookupWithConsents : this.#lookup;
    // Prepared once per connection: planning this join cost more than running it (decision 069).
    const [row] = (await this.db.executeQuery(prepared(lookup({ tokenHash: hashToken(token), now })))).rows;
    if (!row) return null;
    const {
      session_id: sessionId,
      session_last_seen_at: lastSeen,
      session_read_only: readOnly,
      forced_consents: forcedConsents,
      ...member
    } = row;
    if (!readOnly && (!lastSeen || now.getTime() - lastSeen.getTime() > LAST_SEEN_RESOLUTION_MS)) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
    }
    return {
      sessionId,
      member,
      readOnly,
      ...(forcedConsents ? { pendingForcedConsents: asForcedPending(forcedConsents) } : {}),
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.#now() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of a member, except optionally the one making the change. */
  async revokeAllForMember(memberId: string, exceptSessionId?: string): Promise<number> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: this.#now() })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '<>', exceptSessionId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
