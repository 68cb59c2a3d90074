import type { LineLiffKey } from '../../generated/types';

/** The spec's default key: a missing key or this value selects the partner's main LIFF id. */
export const DEFAULT_LIFF_KEY = 'default';

/**
 * Picks the LIFF id for a line_liff_key (docs/spec.md section 7): a missing key, or "default", selects the
 * main id; otherwise the id of the matching key; an unknown key falls back to the main id.
 */
export function selectLiffId(
  info: { line_liff_id: string; line_liff_keys: readonly LineLiffKey[] },
  key?: string | null,
): string {
  if (!key || key === DEFAULT_LIFF_KEY) return info.line_liff_id;
  return info.line_liff_keys.find((k) => k.line_liff_key === key)?.line_liff_id ?? info.line_liff_id;
}
