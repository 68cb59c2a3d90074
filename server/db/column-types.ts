/**
 * The hand-written parts of the database types: shapes of the jsonb columns, which the schema cannot
 * tell. server/db/generated/database.ts (generated from the migrations by scripts/gen-db-types.ts)
 * imports them; every jsonb column must have its shape listed there.
 */
import type { ColumnType } from 'kysely';

/** jsonb: parsed on read, written as a JSON string (see json() in server/db/json.ts). */
export type JsonColumn<T> = ColumnType<T, string, string>;

export interface DayHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  day: number;
  open: string;
  close: string;
}

export interface OpeningHours {
  open24h: boolean;
  days: DayHours[];
  label: { th: string; en: string };
}

export interface ConsentSection {
  heading: { th: string; en: string };
  body: { th: string; en: string };
}

/** A free-form JSON object (drafts, OTP context). */
export type JsonRecord = Record<string, unknown>;
