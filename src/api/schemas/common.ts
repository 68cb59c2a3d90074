import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/**
 * Marks a zod schema whose JSON Schema lives in schemas/*.schema.json (theme, partner, menu tiles).
 * Those files are the source of truth; the OpenAPI generator replaces the schema with a $ref to them.
 */
export const JSON_SCHEMA_REF = 'x-json-schema-ref';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A shape defined by a JSON Schema in schemas/: checked as an object here, in full by ajv on the server. */
export function jsonSchemaBacked<T>(title: string, description: string) {
  return z.custom<T>(isPlainObject, { message: `Expected a ${title} object` }).meta({
    [JSON_SCHEMA_REF]: title,
    description,
  });
}

export const LANGS = ['th', 'en'] as const;
export const LangSchema = z.enum(LANGS).meta({ description: 'Language: th (default) or en.' });
export type Lang = z.infer<typeof LangSchema>;

export const LocalizedTextSchema = z
  .object({ th: z.string(), en: z.string() })
  .meta({ id: 'LocalizedText', description: 'A text in Thai and English.' });

export const FieldIssueSchema = z
  .object({
    path: z.string().meta({ description: 'Where: query.lang, body.email, headers.x-api-key …' }),
    code: z.string().meta({ description: 'Machine code of the problem (zod issue code).' }),
    message: z.string().meta({ description: 'Developer-facing description in English.' }),
  })
  .meta({ id: 'FieldIssue' });

export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).meta({ description: 'Stable machine code from the error catalogue.' }),
      message: LocalizedTextSchema,
      correlation_id: z
        .string()
        .optional()
        .meta({ description: 'On 5xx answers: matches one server log line. Members quote it to support.' }),
      details: z
        .unknown()
        .optional()
        .meta({ description: 'VALIDATION_FAILED: a list of FieldIssue. Other codes: code-specific.' }),
    }),
  })
  .meta({ id: 'ErrorBody', description: 'The one error shape of the API.' });

/** `{ data: T }`: the envelope every successful answer of the spec's calls uses. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** ISO 8601 timestamp with offset, as JSON carries dates. */
export const TimestampSchema = z.iso.datetime({ offset: true });
/** ISO calendar date (Gregorian), e.g. 2025-01-15. The app shows Thai dates in the Buddhist era. */
export const DateSchema = z.iso.date();
