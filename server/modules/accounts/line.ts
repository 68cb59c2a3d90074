/**
 * LINE sign-in (docs/decisions/036-consents-and-line.md). The app sends liff.getIDToken(); the server
 * verifies it through a LineIdTokenVerifier and uses only the verified `sub` (the LINE user id):
 * a user id sent by the client is never trusted.
 * - LineVerifyEndpoint (production): POST https://api.line.me/oauth2/v2.1/verify with the token and
 *   the channel id (the part of the partner's LIFF id before the dash); LINE checks signature,
 *   audience, issuer and expiry.
 * - LocalLineVerifier (development and tests): HS256 fixtures signed with a local channel secret,
 *   checked the same way (aud = channel id, iss = https://access.line.me, exp).
 */
import { errors, jwtVerify } from 'jose';
import type { SessionGrant } from '../../../shared/api/schemas/auth';
import type { AppContext } from '../../context';
import type { Member } from '../../db/types';
import { ApiError } from '../../http/api-error';
import type { LoadedPartner } from '../../partners/registry';
import { findMemberBy, grantSession } from './auth';

export const LINE_ISSUER = 'https://access.line.me';

export interface VerifiedLineUser {
  userId: string;
  name: string | null;
}

export interface LineIdTokenVerifier {
  /** The verified LINE user, or null when the token is not valid for this channel. */
  verify(idToken: string, channelId: string, now: Date): Promise<VerifiedLineUser | null>;
}

export class LocalLineVerifier implements LineIdTokenVerifier {
  constructor(private readonly secret: string) {}

  async verify(idToken: string, channelId: string, now: Date): Promise<VerifiedLineUser | null> {
    try {
      const { payload } = await jwtVerify(idToken, new TextEncoder().encode(this.secret), {
        algorithms: ['HS256'],
        issuer: LINE_ISSUER,
        audience: channelId,
        requiredClaims: ['exp', 'sub'],
        currentDate: now,
      });
      return typeof payload.sub === 'string' && payload.sub.length > 0
        ? { userId: payload.sub, name: typeof payload.name === 'string' ? payload.name : null }
        : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

export class LineVerifyEndpoint implements LineIdTokenVerifier {
  constructor(
    private readonly endpoint = 'https://api.line.me/oauth2/v2.1/verify',
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(idToken: string, channelId: string): Promise<VerifiedLineUser | null> {
    const response = await this.fetchImpl(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: idToken, client_id: channelId }),
      signal: AbortSignal.timeout(5000),
    });
    // 400: invalid, expired or for another channel. Anything else is LINE being unavailable.
    if (response.status === 400) return null;
    if (!response.ok) throw new ApiError('SERVICE_UNAVAILABLE');
    const body = (await response.json()) as { sub?: unknown; aud?: unknown; name?: unknown };
    if (typeof body.sub !== 'string' || body.aud !== channelId) return null;
    return { userId: body.sub, name: typeof body.name === 'string' ? body.name : null };
  }
}

/** The LINE Login channel id of a partner: the part of its LIFF id before the dash; null without LINE. */
export function lineChannelId(partner: LoadedPartner): string | null {
  const liffId = partner.partner.line_liff_id ?? '';
  const m = /^(\d+)-/.exec(liffId);
  return m ? m[1]! : null;
}

async function verifiedUser(
  app: AppContext,
  partner: LoadedPartner,
  verifier: LineIdTokenVerifier,
  idToken: string,
) {
  const channelId = lineChannelId(partner);
  if (!channelId) throw new ApiError('LINE_NOT_AVAILABLE');
  const user = await verifier.verify(idToken, channelId, app.now());
  if (!user) throw new ApiError('LINE_TOKEN_INVALID');
  return user;
}

/** The LINE user of a verified ID token, and the live member of the partner linked to them, if any. */
async function lineUserOf(
  app: AppContext,
  partner: LoadedPartner,
  verifier: LineIdTokenVerifier,
  idToken: string,
) {
  const user = await verifiedUser(app, partner, verifier, idToken);
  return { user, linked: await findMemberBy(app, partner.id, 'line_user_id', user.userId) };
}

export async function lineLogin(
  app: AppContext,
  partner: LoadedPartner,
  verifier: LineIdTokenVerifier,
  idToken: string,
): Promise<SessionGrant> {
  const { linked } = await lineUserOf(app, partner, verifier, idToken);
  if (!linked) throw new ApiError('LINE_NOT_LINKED');
  return grantSession(app, linked, 'line');
}

export async function linkLine(
  app: AppContext,
  partner: LoadedPartner,
  verifier: LineIdTokenVerifier,
  member: Member,
  idToken: string,
): Promise<Member> {
  const { user, linked } = await lineUserOf(app, partner, verifier, idToken);
  if (linked && linked.id !== member.id) throw new ApiError('LINE_ALREADY_LINKED');
  try {
    return await app.db
      .updateTable('members')
      .set({ line_user_id: user.userId, updated_at: app.now() })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new ApiError('LINE_ALREADY_LINKED');
    throw error;
  }
}

export async function unlinkLine(app: AppContext, member: Member): Promise<Member> {
  return app.db
    .updateTable('members')
    .set({ line_user_id: null, updated_at: app.now() })
    .where('id', '=', member.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
