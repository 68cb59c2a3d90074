/** Thailand has one time zone (UTC+7) and no daylight saving, so local dates are a fixed offset away. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar date in Thailand at `instant`, as YYYY-MM-DD. */
export function bangkokDate(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
