/**
 * Member sessions: opaque bearer tokens (256 random bits). Only the SHA-256 of a token is stored, so a
 * database leak yields no usable token; a session ends at its expiry or when revoked (logout,
 * password change, account deletion). See docs/decisions/021-opaque-session-tokens.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ConsentChannel, Database, Member } from '../db/types';

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

/** last_seen_at is refreshed at most this often, so reads do not each cost a write. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export class SessionService {
  readonly #now: () => Date;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: SessionServiceOptions,
  ) {
    this.#now = options.now ?? (() => new Date());
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

  /** The member behind a token, or null when the token is unknown, expired, revoked or its member deleted. */
  async authenticate(token: string): Promise<AuthenticatedMember | null> {
    const now = this.#now();
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .selectAll('members')
      .select([
        'sessions.id as session_id',
        'sessions.last_seen_at as session_last_seen_at',
        'sessions.read_only as session_read_only',
      ])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('members.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const {
      session_id: sessionId,
      session_last_seen_at: lastSeen,
      session_read_only: readOnly,
      ...member
    } = row;
    if (!readOnly && (!lastSeen || now.getTime() - lastSeen.getTime() > LAST_SEEN_RESOLUTION_MS)) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
    }
    return { sessionId, member, readOnly };
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
