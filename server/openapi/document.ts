/**
 * The OpenAPI 3.1 document of the API, generated from the contract (shared/api/contract.ts) with zod 4's
 * own JSON Schema output, plus the partner JSON Schemas of schemas/ for the theme, partner and tiles
 * (those files stay the source of truth). Built once at start; served by GET /api/docs.
 * Why not fastify-type-provider-zod + @fastify/swagger: see docs/decisions/022-api-contract-openapi.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { OPERATIONS, type Operation, operationErrors, SPEC_HEADERS } from '../../shared/api/contract';
import { ERROR_CATALOGUE, type ErrorCode } from '../../shared/api/errors';
import { HEADERS, IDEMPOTENCY_KEY_PATTERN } from '../../shared/api/headers';
import { JSON_SCHEMA_REF } from '../../shared/api/schemas/common';
import { SERVICE_KEY_HEADER } from '../../shared/api/schemas/service-claims';
import { claimEventWebhooks } from './webhooks';

type JsonObject = Record<string, unknown>;

const COMPONENT = (name: string) => `#/components/schemas/${name}`;

/** schemas/*.schema.json as components: $defs hoisted, cross-file refs rewritten, titles as names. */
export function partnerSchemaComponents(schemasDir: string): Record<string, JsonObject> {
  const read = (file: string) => JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as JsonObject;
  const defs = read('defs.schema.json');
  const sharedDefs = (defs.$defs ?? {}) as Record<string, JsonObject>;
  const sharedName = (key: string) => (sharedDefs[key]?.title as string | undefined) ?? key;

  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node as JsonObject)) {
      if (key === '$schema' || key === '$id' || key === '$defs') continue;
      if (key === '$ref' && typeof value === 'string') {
        const shared = /^defs\.schema\.json#\/\$defs\/(\w+)$/.exec(value);
        const local = /^#\/\$defs\/(\w+)$/.exec(value);
        out.$ref = shared ? COMPONENT(sharedName(shared[1]!)) : local ? COMPONENT(local[1]!) : value;
        continue;
      }
      out[key] = rewrite(value);
    }
    return out;
  };

  const components: Record<string, JsonObject> = {};
  for (const [key, def] of Object.entries(sharedDefs))
    components[sharedName(key)] = rewrite(def) as JsonObject;
  for (const file of ['theme.schema.json', 'partner.schema.json', 'menu-tiles.schema.json']) {
    const schema = read(file);
    for (const [key, def] of Object.entries((schema.$defs ?? {}) as Record<string, JsonObject>)) {
      components[key] = rewrite(def) as JsonObject;
    }
    components[schema.title as string] = rewrite(schema) as JsonObject;
  }
  return components;
}

/** Replaces schemas marked jsonSchemaBacked() with a $ref to the partner schema components. */
function overrideExternalRefs(ctx: { zodSchema: unknown; jsonSchema: JsonObject }) {
  const meta = z.globalRegistry.get(ctx.zodSchema as z.ZodType) as JsonObject | undefined;
  const target = meta?.[JSON_SCHEMA_REF];
  if (typeof target !== 'string') return;
  const description = ctx.jsonSchema.description;
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  ctx.jsonSchema.$ref = COMPONENT(target);
  if (description) ctx.jsonSchema.description = description;
}

/** Every zod schema registered with an id (`.meta({ id })`) as a component. */
function contractComponents(): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    uri: COMPONENT,
    unrepresentable: 'any',
    override: overrideExternalRefs as never,
  });
  const out: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema as JsonObject;
    out[name] = rest;
  }
  return out;
}

function schemaRef(schema: z.ZodType, what: string, op: Operation): JsonObject {
  const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
  if (!id)
    throw new Error(
      `${op.operationId}: the ${what} schema needs .meta({ id }) to appear in the OpenAPI document.`,
    );
  return { $ref: COMPONENT(id) };
}

/** Query or path parameters from a zod object schema. */
function parameters(schema: z.ZodType | undefined, location: 'query' | 'path'): JsonObject[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function errorResponses(op: Operation): Record<string, JsonObject> {
  const codes = operationErrors(op);
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of codes) {
    const status = ERROR_CATALOGUE[code].status;
    if (status === null) continue;
    if (!byStatus.has(status)) byStatus.set(status, new Set());
    byStatus.get(status)!.add(code);
  }
  const out: Record<string, JsonObject> = {};
  for (const [status, set] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: [...set].map((c) => `${c}: ${ERROR_CATALOGUE[c].message.en}`).join(' | '),
      content: { 'application/json': { schema: { $ref: COMPONENT('ErrorBody') } } },
    };
  }
  return out;
}

/** A JSON body, or a multipart/form-data one whose file parts are sent as images. */
function requestBody(op: Operation): JsonObject {
  const { body, multipart } = op.request;
  if (body)
    return {
      requestBody: {
        required: !body.safeParse(undefined).success,
        content: { 'application/json': { schema: schemaRef(body, 'body', op) } },
      },
    };
  if (!multipart) return {};
  // File parts (format binary) say which media types they take (z.file().mime() → contentMediaType).
  const json = z.toJSONSchema(multipart, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  // A schema with an id comes back as a $ref into $defs.
  const ref = typeof json.$ref === 'string' ? json.$ref.replace('#/$defs/', '') : null;
  const form = ref ? ((json.$defs as Record<string, JsonObject>)[ref] ?? {}) : json;
  const encoding: Record<string, JsonObject> = {};
  for (const [name, property] of Object.entries((form.properties ?? {}) as Record<string, JsonObject>)) {
    if (property.format !== 'binary') continue;
    const types = [property, ...((property.anyOf ?? []) as JsonObject[])]
      .map((p) => p.contentMediaType)
      .filter((t): t is string => typeof t === 'string');
    encoding[name] = { contentType: types.length > 0 ? types.join(', ') : 'application/octet-stream' };
  }
  return {
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: schemaRef(multipart, 'multipart', op), encoding } },
    },
  };
}

/** On the 200 answer of an idempotent operation: present when the answer is a replay. */
const replayedHeader = {
  description: 'true when this is the stored answer to an earlier request with the same Idempotency-Key.',
  schema: { type: 'string', enum: ['true'] },
};

export function operationObject(op: Operation): JsonObject {
  const apiKeyHeader = {
    name: SPEC_HEADERS.apiKey.name,
    in: 'header',
    required: op.auth.apiKey === 'required',
    description: SPEC_HEADERS.apiKey.description,
    schema: { type: 'string' },
  };
  const headers: JsonObject[] = (op.headers ?? []).map((h) => ({
    name: h.name,
    in: 'header',
    required: h.required,
    description: h.description,
    schema: { type: 'string' },
  }));
  const headerParam = (spec: { name: string; description: string }) => ({
    name: spec.name,
    in: 'header',
    required: true,
    description: spec.description,
    schema: { type: 'string' },
  });
  if (op.auth.partnerHeaders)
    headers.push(headerParam(SPEC_HEADERS.partnerId), headerParam(SPEC_HEADERS.secretKey));
  if (op.auth.registerToken) headers.push(headerParam(SPEC_HEADERS.registerToken));
  if (op.idempotent)
    headers.push({
      ...headerParam(SPEC_HEADERS.idempotencyKey),
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    });
  const extra = {
    ...(op.auth.partnerHeaders ? { partnerId: [], secretKey: [] } : {}),
    ...(op.auth.registerToken ? { registerToken: [] } : {}),
  };
  const security = op.auth.member
    ? [
        { ...extra, memberToken: [], apiKey: [] },
        { ...extra, memberToken: [] },
      ]
    : op.auth.apiKey === 'required'
      ? [{ ...extra, apiKey: [] }]
      : [extra, { ...extra, apiKey: [] }];
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [...op.tags],
    parameters: [
      ...parameters(op.request.params, 'path'),
      ...parameters(op.request.query, 'query'),
      apiKeyHeader,
      ...headers,
    ],
    ...requestBody(op),
    responses: {
      '200': {
        description: 'OK',
        ...(op.idempotent ? { headers: { [HEADERS.idempotentReplayed]: replayedHeader } } : {}),
        content: { 'application/json': { schema: schemaRef(op.response, 'response', op) } },
      },
      ...errorResponses(op),
    },
    security,
  };
}

export interface OpenApiOptions {
  schemasDir: string;
  version: string;
  /** Include development-only operations (never in production). */
  includeDevOnly: boolean;
}

export function buildOpenApiDocument(options: OpenApiOptions): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const op of OPERATIONS as readonly Operation[]) {
    if (op.devOnly && !options.includeDevOnly) continue;
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = operationObject(op);
  }
  paths['/api/docs'] = {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI document',
      tags: ['meta'],
      responses: { '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': {} } } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member API: white-labelled health-insurance member app',
      version: options.version,
      description:
        'One error shape for every failure: {"error":{"code","message":{"th","en"},"request_id","correlation_id"?,"details"?}}; every answer carries X-Request-Id. ' +
        'x-api-key identifies the partner (absent: the default partner); member calls need Authorization: Bearer <token>.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [
      { name: 'spec', description: 'The calls the product spec names (section 7).' },
      { name: 'development', description: 'Development helpers, absent in production mode.' },
      { name: 'meta', description: 'About the API itself.' },
      {
        name: 'service',
        description:
          "The TPA's core claims system: its service API (x-service-key) and the claim events sent to it (webhooks, Standard Webhooks signatures). docs/integration.md.",
      },
    ],
    paths,
    webhooks: claimEventWebhooks(),
    components: {
      schemas: { ...partnerSchemaComponents(options.schemasDir), ...contractComponents() },
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: SPEC_HEADERS.apiKey.name,
          description: SPEC_HEADERS.apiKey.description,
        },
        memberToken: { type: 'http', scheme: 'bearer', description: 'A member session token.' },
        partnerId: {
          type: 'apiKey',
          in: 'header',
          name: SPEC_HEADERS.partnerId.name,
          description: SPEC_HEADERS.partnerId.description,
        },
        secretKey: {
          type: 'apiKey',
          in: 'header',
          name: SPEC_HEADERS.secretKey.name,
          description: SPEC_HEADERS.secretKey.description,
        },
        registerToken: {
          type: 'apiKey',
          in: 'header',
          name: SPEC_HEADERS.registerToken.name,
          description: SPEC_HEADERS.registerToken.description,
        },
        serviceKey: {
          type: 'apiKey',
          in: 'header',
          name: SERVICE_KEY_HEADER,
          description: "The core claims system's key, one per integration (docs/integration.md).",
        },
      },
    },
  };
}
