/**
 * Pure helpers of the staff admin view (issue 21; docs/decisions/067-staff-roles-and-audit.md): which
 * section of the previewer the address bar names, times in Bangkok, a partner scope in words, the
 * audit filters' calendar dates as the API's timestamps, and an audit entry's before → after as a
 * short list of what changed.
 */
import { formatDateTime } from '../../shared/format';

// --- The previewer's section, kept in the address bar next to the view (view/view-state.ts) ---

export type PreviewerTab = 'previews' | 'admin';

const TAB_PARAM = 'tab';

/** The section a query string names; anything but `tab=admin` is the previews. */
export function tabFrom(search: string): PreviewerTab {
  return new URLSearchParams(search).get(TAB_PARAM) === 'admin' ? 'admin' : 'previews';
}

/**
 * A query string (without '?') with the section added or removed; every other parameter, so the view
 * encodeView wrote, stays as it was. The previews are the default and leave no parameter.
 */
export function withTab(query: string, tab: PreviewerTab): string {
  const q = new URLSearchParams(query);
  if (tab === 'admin') q.set(TAB_PARAM, 'admin');
  else q.delete(TAB_PARAM);
  return q.toString();
}

// --- Times and dates: staff work in Bangkok (UTC+7 all year, no daylight saving) ---

/** An instant as Bangkok staff read it, e.g. "26 Nov 2026, 14:03:05" (the one formatter, shared/format). */
export function bangkokTime(iso: string): string {
  return formatDateTime(iso, { lang: 'en', seconds: true });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The API's from/to for calendar dates picked in Bangkok: `from` is the start of its day, `to` the end
 * of its day (the API's `to` is exclusive, so the start of the next day). Undefined for no date.
 */
export function auditRange(from: string, to: string): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  if (DATE.test(from)) range.from = `${from}T00:00:00+07:00`;
  if (DATE.test(to)) {
    const next = new Date(`${to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    range.to = `${next.toISOString().slice(0, 10)}T00:00:00+07:00`;
  }
  return range;
}

/** True when both dates are set and the range is empty (from after to). */
export function rangeIsEmpty(from: string, to: string): boolean {
  return DATE.test(from) && DATE.test(to) && from > to;
}

// --- Partner scope ---

export const ALL_PARTNERS = 'All partners';

/** The partners' English names by id (for scopeText and the audit trail). */
export const partnerNames = (partners: readonly { partner_id: string; name: { en: string } }[]) =>
  new Map(partners.map((p) => [p.partner_id, p.name.en]));

/** A scope in words: "All partners" for null, else the partners' English names (their ids if unknown). */
export function scopeText(partnerIds: readonly string[] | null, names: ReadonlyMap<string, string>): string {
  if (partnerIds === null) return ALL_PARTNERS;
  return partnerIds.map((id) => names.get(id) ?? id).join(', ');
}

// --- An audit entry's before → after ---

export interface AuditChange {
  /** Where in the record, e.g. "role" or "values/theme/main_color_1"; "" for the whole value. */
  path: string;
  /** undefined: the field was not there (a create, or a field that appeared). */
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string) =>
  path === '' ? key : key.startsWith('/') ? path + key : `${path}.${key}`;

/** Leaves of an object down to `depth` levels of nesting; arrays and deeper objects are leaves. */
function flatten(value: unknown, depth: number, path = '', into = new Map<string, unknown>()) {
  if (isPlainObject(value) && depth > 0 && Object.keys(value).length > 0)
    for (const [key, inner] of Object.entries(value)) flatten(inner, depth - 1, join(path, key), into);
  else into.set(path, value);
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry changed: the fields whose value differs between before and after, in the order
 * they appear (after's first). A create (before null) lists every field of after; a removal every
 * field of before. Nested objects are followed three levels deep, so a draft save's changed pointers
 * and a staff update's role show as their own lines.
 */
export function auditChanges(before: unknown, after: unknown, depth = 3): AuditChange[] {
  const was = before === null || before === undefined ? new Map<string, unknown>() : flatten(before, depth);
  const now = after === null || after === undefined ? new Map<string, unknown>() : flatten(after, depth);
  const paths = [...new Set([...now.keys(), ...was.keys()])];
  return paths
    .filter((path) => !(was.has(path) && now.has(path) && same(was.get(path), now.get(path))))
    .map((path) => ({ path, before: was.get(path), after: now.get(path) }));
}

export const SHORT_VALUE = 60;

/**
 * A value as compact JSON for a table cell: `text` is at most `max` characters (ending in "…" when cut),
 * `full` the pretty-printed whole when it was cut (for a "Show" disclosure), else null. A missing
 * value is "—".
 */
export function jsonPreview(value: unknown, max = SHORT_VALUE): { text: string; full: string | null } {
  if (value === undefined) return { text: '—', full: null };
  const compact = JSON.stringify(value) ?? String(value);
  if (compact.length <= max) return { text: compact, full: null };
  return { text: `${compact.slice(0, max - 1)}…`, full: JSON.stringify(value, null, 2) };
}

/** Names of the audited operations (server/modules/staff/staff-audit.ts); others show as their code. */
export const OPERATION_LABELS: Record<string, string> = {
  'draft.create': 'Draft created',
  'draft.import': 'Draft imported',
  'draft.save': 'Draft saved',
  'draft.asset': 'Draft image added',
  'draft.export_with_keys': 'Draft exported with keys',
  'draft.archive': 'Draft archived',
  'draft.unarchive': 'Draft restored from the archive',
  'draft.revert': 'Draft reverted',
  'partner.publish': 'Configuration published',
  'partner.restore': 'Configuration version restored',
  'partner.export_with_keys': 'Configuration exported with keys',
  'claim.stage': 'Claim moved',
  'claim.documents_requested': 'Claim documents requested',
  'staff.create': 'Account created',
  'staff.update': 'Account changed',
};
