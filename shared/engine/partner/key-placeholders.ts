/**
 * Key placeholders of an exported partner folder (docs/decisions/067-staff-roles-and-audit.md). Only a
 * staff role with partners.secrets (admins) receives a draft's real secret_key and api_key in its
 * export; anyone else's export holds these placeholders instead. They match the schema's key pattern,
 * so `npm run validate:partners -- --exported <folder>` accepts the folder as it was exported; without
 * --exported (a folder about to ship) a placeholder is a problem, and the server refuses to load a
 * partner whose keys are placeholders. Importing the folder back gives the draft the live partner's
 * keys (or fresh ones for a new partner).
 */

export const KEY_PLACEHOLDER_PREFIX = 'placeholder-';

export function placeholderKeys(partnerId: string): { secret_key: string; api_key: string } {
  return {
    secret_key: `${KEY_PLACEHOLDER_PREFIX}secret-key-${partnerId}`,
    api_key: `${KEY_PLACEHOLDER_PREFIX}api-key-${partnerId}`,
  };
}

export function isPlaceholderKey(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(KEY_PLACEHOLDER_PREFIX);
}
