/**
 * Per-client-address and overall limits of the abuse-prone routes (docs/abuse-limits.md), counted by
 * server/http/route.ts for the flows an operation names in its contract entry, before any work. The
 * address's own window is counted first and an address over it is refused without touching the
 * overall count, so one script cannot spend everyone's budget.
 */
import type { FastifyRequest } from 'fastify';
import type { AbuseLimitName } from '../config';
import type { AppContext } from '../context';
import { abuseRules } from '../platform/rate-limit';
import { type ApiError, retryLater } from './api-error';
import { clientAddress } from './client-address';

/** 429 RATE_LIMITED with Retry-After (the catalogue's th/en message, shared/api/errors.ts). */
export function rateLimited(seconds: number): ApiError {
  return retryLater('RATE_LIMITED', seconds);
}

/** Counts one request of `name` for the client's address and overall; RATE_LIMITED past either. */
export async function enforceAbuseLimit(app: AppContext, request: FastifyRequest, name: AbuseLimitName) {
  const rules = abuseRules(app.config.abuseLimits, name);
  const own = await app.rateLimits.hit(rules.perAddress, clientAddress(request));
  if (!own.allowed) throw rateLimited(own.retryAfterSeconds);
  const all = await app.rateLimits.hit(rules.global, 'all');
  if (!all.allowed) throw rateLimited(all.retryAfterSeconds);
}
