/**
 * Sign-in through a partner's identity system (SSO, partners whose ins_code starts with TMP) and
 * through LINE (LIFF ID token). Both answer with a SessionGrant like password login.
 */
import { z } from 'zod';
import { MemberSummarySchema } from './auth';
import { text } from './common';

// --- POST /api/v1/sso ---

export const SsoRequestSchema = z
  .object({
    token: text().min(1).max(4096).meta({
      description:
        'A JWT signed by the partner with HS256: iss = partner id, sub = employee (external) id, exp required, name and surname claims. See docs/decisions.',
    }),
  })
  .strict()
  .meta({ id: 'SsoRequest' });

// --- POST /api/v1/line/login, POST|DELETE /api/v1/line/link ---

export const LineIdTokenRequestSchema = z
  .object({
    id_token: text().min(1).max(4096).meta({
      description:
        'liff.getIDToken(): verified by the server; a user id sent by the client is never trusted.',
    }),
  })
  .strict()
  .meta({ id: 'LineIdTokenRequest' });

export const LineLinkResponseSchema = z
  .object({ data: z.object({ member: MemberSummarySchema }) })
  .meta({ id: 'LineLinkResponse' });
