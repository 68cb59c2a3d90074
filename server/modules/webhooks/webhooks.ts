/**
 * Claim events to the TPA's core system (issue 27; docs/decisions/086-webhooks.md): the endpoints of
 * each partner (webhook_endpoints: a row per endpoint, its Standard Webhooks secret `whsec_…`), the
 * delivery worker the jobs start (server/jobs/jobs.ts) and the documents behind the events' signed links.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { DocumentLinks } from './document-links';
import { WebhookWorker } from './webhook-worker';

/** The links of this server: its public origin (PUBLIC_ORIGIN, else localhost and PORT). */
export function documentLinksOf(config: AppContext['config']): DocumentLinks {
  const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
  return new DocumentLinks(config.delivery.outboxKey, origin, config.webhooks.linkTtlSeconds);
}

export function webhookWorkerOf(
  ctx: AppContext,
  log: FastifyBaseLogger,
  links = documentLinksOf(ctx.config),
) {
  return new WebhookWorker({
    db: ctx.backgroundDb,
    links,
    maxAttempts: ctx.config.webhooks.maxAttempts,
    timeoutMs: ctx.config.webhooks.timeoutMs,
    log,
  });
}

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Adds a partner's endpoint (operations: docs/integration.md). */
export async function addWebhookEndpoint(
  db: Kysely<Database>,
  endpoint: { partnerId: string; url: string; secret?: string },
) {
  return db
    .insertInto('webhook_endpoints')
    .values({
      partner_id: endpoint.partnerId,
      url: endpoint.url,
      secret: endpoint.secret ?? newWebhookSecret(),
    })
    .returning(['id', 'secret'])
    .executeTakeFirstOrThrow();
}

/** The stored document behind a valid link, or null (unknown, not of a submitted claim). */
export async function linkedDocument(ctx: Pick<AppContext, 'db' | 'blobs'>, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await ctx.db
    .selectFrom('claim_attachments')
    .select(['blob_sha256', 'kind'])
    .where('id', '=', id.toLowerCase())
    .where('claim_id', 'is not', null)
    .executeTakeFirst();
  const blob = row ? await ctx.blobs.get(row.blob_sha256) : null;
  return blob && row ? { blob, kind: row.kind } : null;
}
