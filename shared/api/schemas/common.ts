import { z } from 'zod';
import { checkDateRange, checkText, DATE_MAX, DATE_MIN, isCalendarDate } from '../../rules/text';
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

/** @public In the OpenAPI document's components through its meta id (server/openapi/document.ts). */
export const FieldIssueSchema = z
  .object({
    path: z.string().meta({ description: 'Where: query.lang, body.email, headers.x-api-key …' }),
    code: z.string().meta({ description: 'Machine code of the problem (zod issue code).' }),
    message: z.string().meta({ description: 'Developer-facing description in English.' }),
  })
  .meta({ id: 'FieldIssue' });

/** @public In the OpenAPI document's components through its meta id (server/openapi/document.ts). */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).meta({ description: 'Stable machine code from the error catalogue.' }),
      message: LocalizedTextSchema,
      request_id: z.string().optional().meta({
        description:
          'The id of the request (also the X-Request-Id header and in every server log line of it): a trusted proxy’s X-Request-Id, or one the server made. Always sent by the server.',
      }),
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

/**
 * Field issue codes of the request checks below: a custom zod issue carries its code in
 * `params.code`, which the server reports as the FieldIssue code (server/http/route.ts issuesOf), so
 * the app translates it through the validation namespace (locales/<lng>/validation.json).
 */
export const TEXT_ISSUE_CODE = 'text_control_characters';
export const DATE_RANGE_ISSUE_CODE = 'date_out_of_range';

/**
 * Every string a request carries is built with text(): control characters (C0, DEL, C1) and lone
 * surrogates are refused with `text_control_characters`, so a NUL never reaches PostgreSQL (which
 * refuses it with a 500) and no field hides text. `multiLine` allows tab, LF and CR; no request field
 * is multi-line today. shared/api/schemas/request-strings.test.ts fails for a request string of the
 * contract built without it, so a new endpoint cannot forget it.
 */
export function text(options: { multiLine?: boolean } = {}) {
  const multiLine = options.multiLine ?? false;
  return z.string().refine((value) => checkText(value, multiLine) === null, {
    message: multiLine
      ? 'Control characters other than tab and line breaks are not allowed.'
      : 'Control characters are not allowed.',
    params: { code: TEXT_ISSUE_CODE },
  });
}

/** Keyset paging (docs/decisions/070-member-queries-at-scale.md): the opaque token of a list's next page. */
export const CursorSchema = text()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/)
  .meta({ description: "Opaque: the previous page's next_cursor. Absent: the first page." });
export const NextCursorSchema = z
  .string()
  .nullable()
  .meta({ description: 'Pass as cursor for the next page; null: this was the last page.' });
/** How many rows a keyset page holds. */
export const PageLimitSchema = z.coerce.number().int().min(1).max(50).default(20);

/**
 * A calendar date a request carries: a real date (2026-02-30 is refused by the format) between
 * 1900-01-01 and 2200-12-31, so years like 0000 or 9999 never reach the database
 * (`date_out_of_range`). Rules about particular dates (a birth date in the past) come on top.
 */
export const DateInputSchema = z.iso
  .date()
  // A value that is no date at all gets only the format issue.
  .refine((value) => !isCalendarDate(value) || checkDateRange(value) === null, {
    message: `A date from ${DATE_MIN} to ${DATE_MAX}.`,
    params: { code: DATE_RANGE_ISSUE_CODE },
  })
  .meta({ description: `ISO calendar date (Gregorian), ${DATE_MIN} to ${DATE_MAX}.` });
