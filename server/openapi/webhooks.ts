/**
 * The OpenAPI 3.1 `webhooks` of the document: the claim events the server sends to a partner's
 * endpoint (docs/integration.md, docs/decisions/086-webhooks.md). Their payload schemas are the
 * contract's (shared/api/schemas/service-claims.ts), in components through their meta ids.
 */
import { z } from 'zod';
import { CLAIM_EVENT_SCHEMAS, CLAIM_EVENT_TYPES } from '../../shared/api/schemas/service-claims';

type JsonObject = Record<string, unknown>;

const SUMMARIES: Record<(typeof CLAIM_EVENT_TYPES)[number], string> = {
  'claim.submitted': 'A member submitted a claim',
  'claim.document_added': 'A document was added to a submitted claim',
  'claim.member_answered': 'A member answered a request for documents (the documents requested arrived)',
};

const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The event id (msg_…): the same on every retry of this event. De-duplicate by it.',
  },
  { name: 'webhook-timestamp', description: 'When this attempt was signed, in seconds since the epoch.' },
  {
    name: 'webhook-signature',
    description:
      'v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" with the endpoint secret (whsec_…)>, as the Standard Webhooks specification says; verify with any Standard Webhooks library.',
  },
].map((h) => ({ ...h, in: 'header', required: true, schema: { type: 'string' } }));

export function claimEventWebhooks(): JsonObject {
  return Object.fromEntries(
    CLAIM_EVENT_TYPES.map((type) => {
      const id = z.globalRegistry.get(CLAIM_EVENT_SCHEMAS[type])?.id;
      return [
        type,
        {
          post: {
            operationId: `webhook.${type}`,
            summary: SUMMARIES[type],
            description:
              "Sent to each enabled endpoint of the claim's partner, at least once: retried with exponential back-off and jitter until a 2xx, dead-lettered after WEBHOOK_MAX_ATTEMPTS. Document links are signed and expire (WEBHOOK_LINK_TTL_SECONDS after each send).",
            tags: ['service'],
            parameters: SIGNATURE_HEADERS,
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
            },
            responses: {
              '2XX': { description: 'Received: the event is not sent again. Answer fast; process later.' },
              default: {
                description: `Any other answer, or none within WEBHOOK_TIMEOUT_MS: sent again later with the same webhook-id.`,
              },
            },
          },
        },
      ];
    }),
  );
}
