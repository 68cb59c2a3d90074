/**
 * The Telemed Mart records besides the providers (docs/decisions/056-telemed-mart.md):
 * - records/telemed-coverage.json: the telemedicine benefit of a card, by partner (ins_code) and card
 *   type: per-visit limit, visits a year, co-payment and medicine delivery;
 * - records/telemed-holidays.json: Thai public holidays, on which providers keep their holiday hours;
 * - records/telemed-provider-keys.json: demo keys with which a provider checks a member's code, one
 *   per provider and partner. The seeder stores only their SHA-256; the keys never reach the app.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { SEED_RECORDS_DIR } from '../../paths';
import { loadRecords } from './load';
import { localizedText } from './schemas';
import type { InsCode, LocalizedText } from './types';

const INS_CODES = ['TPA', 'SLI', 'KSB', 'TMPCORP'] as const satisfies readonly InsCode[];

export interface SeedTelemedCoverage {
  insCode: InsCode;
  cardType: 'group' | 'individual';
  /** Baht the card pays per consultation, at most. */
  perVisitLimit: number;
  visitsPerYear: number;
  /** Share of the covered amount the member pays, 0–100. */
  copayPercent: number;
  /** Baht for medicine delivery per consultation; 0 = not covered. */
  medicineDeliveryLimit: number;
}

export interface SeedTelemedHoliday {
  date: string;
  name: LocalizedText;
}

export interface SeedTelemedProviderKey {
  /** A provider id of telemed-providers.json ("t01"). */
  providerId: string;
  insCode: InsCode;
  key: string;
}

export const telemedCoverageRecord = z.strictObject({
  insCode: z.enum(INS_CODES),
  cardType: z.enum(['group', 'individual']),
  perVisitLimit: z.number().nonnegative(),
  visitsPerYear: z.int().min(0).max(365),
  copayPercent: z.int().min(0).max(100),
  medicineDeliveryLimit: z.number().nonnegative(),
}) satisfies z.ZodType<SeedTelemedCoverage>;

export const telemedHolidayRecord = z.strictObject({
  date: z.iso.date(),
  name: localizedText,
}) satisfies z.ZodType<SeedTelemedHoliday>;

export const telemedProviderKeyRecord = z.strictObject({
  providerId: z.string().regex(/^t\d{2}$/),
  insCode: z.enum(INS_CODES),
  key: z.string().regex(/^tmk_[A-Za-z0-9_-]{24,64}$/),
}) satisfies z.ZodType<SeedTelemedProviderKey>;

const records = (name: string) => join(SEED_RECORDS_DIR, name);

export const telemedCoverage = loadRecords(records('telemed-coverage.json'), telemedCoverageRecord);
export const telemedHolidays = loadRecords(records('telemed-holidays.json'), telemedHolidayRecord);
export const telemedProviderKeys = loadRecords(
  records('telemed-provider-keys.json'),
  telemedProviderKeyRecord,
);
