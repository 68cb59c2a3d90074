/**
 * A draft's working copy as the editor holds it, and the pure functions on it: edits at JSON pointers,
 * what the frames render (images through the staff API, never a half-typed colour), the validate:partners
 * checks (shared/engine/partner/validate-config.ts), the history summary of an edit, and the content a
 * save sends. No state and no server calls: the store (draft-store.ts) and the API (previewer/api/)
 * use these.
 */
import { DRAFT_ASSET_PATH, type PartnerDraft } from '../../shared/api/schemas/staff-drafts';
import type { PublicPartner } from '../../shared/engine/partner/boot';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import {
  CONFIG_FILES,
  type Problem,
  validatePartnerConfig,
} from '../../shared/engine/partner/validate-config';
import { isHexColor } from '../../shared/engine/theme/contrast';
import type { MenuTiles, Theme } from '../../shared/generated/types';
import type { ResponseOf } from '../../src/lib/api-client';

export { getAt, setAt } from './json-pointer';

export type DraftContent = PartnerDraft['content'];
export type DraftSummary = ResponseOf<'listPartnerDrafts'>['data'][number];
export type DraftChange = ResponseOf<'getPartnerDraftHistory'>['data'][number];
export type DraftAssetInfo = PartnerDraft['assets'][number];
/** One problem the validator finds: a file of the partner folder, a JSON pointer, the fix. */
export type DraftProblem = Problem;

export interface DraftWorkingCopy {
  /** The draft's id (UUID). */
  id: string;
  /** The draft's partner id (a copy may have a new one). */
  partnerId: string;
  /** The existing partner whose demo member and base page the frames use. */
  basePartnerId: string;
  /** Display name for the frames' captions. */
  label: string;
  /**
   * What the frames render: partner (without keys), theme and tiles of the working copy, with the
   * draft's images pointed at GET /api/staff/drafts/{id}/assets/{name} (same origin, staff cookie)
   * and a colour being typed ("#12") kept at its last valid value until it is one.
   */
  config: PreviewConfig;
  /**
   * The editor's part (always set for a draft the editor opened; optional so a stand-in working copy,
   * e.g. in a test of the frames, needs only the fields above).
   */
  /** The working copy as saved: partner.json without keys, theme.json, menu-tiles.json. */
  content?: DraftContent;
  /** The server version the next save is made on. */
  version?: number;
  /** The draft's images (assets/ of the folder). */
  assets?: DraftAssetInfo[];
}

/** A working copy the editor opened: with its content, version and images. */
export type EditorDraft = DraftWorkingCopy &
  Required<Pick<DraftWorkingCopy, 'content' | 'version' | 'assets'>>;

export const isEditorDraft = (d: DraftWorkingCopy | null | undefined): d is EditorDraft =>
  !!d && d.content !== undefined && d.version !== undefined && d.assets !== undefined;

/** The URL a draft image is read from by staff and the frames. */
export const draftAssetUrl = (draftId: string, name: string) =>
  DRAFT_ASSET_PATH.replace('{id}', encodeURIComponent(draftId)).replace(
    '{name}',
    name.split('/').map(encodeURIComponent).join('/'),
  );

/** The path theme.json uses for an image of the draft's folder. */
export const partnerAssetPath = (partnerId: string, name: string) => `/partners/${partnerId}/assets/${name}`;

/** A theme image reference as the previewer can show it: the draft's own images from the staff API. */
export function displayImageUrl(ref: string, draft: { id: string; partnerId: string }): string {
  const prefix = `/partners/${draft.partnerId}/assets/`;
  return ref.startsWith(prefix) ? draftAssetUrl(draft.id, ref.slice(prefix.length)) : ref;
}

/**
 * What the frames render for a working copy: images resolved to the staff asset endpoint, and any
 * colour that is not (yet) a hex colour kept at its value in `previous` so a half-typed value never
 * reaches the CSS.
 */
export function toPreviewConfig(
  content: DraftContent,
  draft: { id: string; partnerId: string },
  previous?: PreviewConfig,
): PreviewConfig {
  const prevTheme = (previous?.theme ?? {}) as unknown as Record<string, unknown>;
  const fix = (value: unknown, key: string, prev: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (
      key.endsWith('_color') ||
      /^(?:main_color|header_title|content|icon)_\d+$/.test(key) ||
      /^label_/.test(key) ||
      key === 'text_label'
    ) {
      if (!isHexColor(value)) return typeof prev === 'string' && isHexColor(prev) ? prev : value;
      return value;
    }
    return displayImageUrl(value, draft);
  };
  const theme: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content.theme)) {
    if (key === 'buttons' && Array.isArray(value)) {
      const prevButtons = Array.isArray(prevTheme.buttons)
        ? (prevTheme.buttons as Record<string, unknown>[])
        : [];
      theme.buttons = value.map((b, i) =>
        b && typeof b === 'object'
          ? Object.fromEntries(
              Object.entries(b as Record<string, unknown>).map(([k, v]) => [
                k,
                fix(v, k, prevButtons[i]?.[k]),
              ]),
            )
          : b,
      );
    } else theme[key] = fix(value, key, prevTheme[key]);
  }
  const { secret_key: _s, api_key: _a, $schema: _schema, ...partner } = content.partner;
  return {
    partner: { ...partner, api_key: '' } as unknown as PublicPartner,
    theme: theme as unknown as Theme,
    tiles: content.menu_tiles as unknown as MenuTiles,
  };
}

/** The validator's problems for a working copy, file names relative to the partner folder. */
export function problemsOf(
  content: DraftContent,
  partnerId: string,
  assets: readonly DraftAssetInfo[],
): Problem[] {
  return validatePartnerConfig(
    { partner: content.partner, theme: content.theme, tiles: content.menu_tiles },
    { folder: partnerId, knownAssets: assets.map((a) => a.name) },
  );
}

const CONFIG_FILE_NAMES = new Set(Object.values(CONFIG_FILES));

/** The problems of a draft's images among what the server found (the editor checks the three files). */
export const assetProblemsOf = (problems: readonly DraftProblem[]): DraftProblem[] =>
  problems.filter((p) => !CONFIG_FILE_NAMES.has(p.file));

/** A summary of what changed between two contents, for the history ("theme main_color_1, …"). */
export function summarizeEdit(before: DraftContent, after: DraftContent): string {
  const changed: string[] = [];
  for (const file of ['partner', 'theme', 'menu_tiles'] as const) {
    const a = before[file] as Record<string, unknown>;
    const b = after[file] as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      if (JSON.stringify(a[key]) !== JSON.stringify(b[key]))
        changed.push(file === 'menu_tiles' ? 'tiles' : key);
  }
  const list = [...new Set(changed)];
  const text = list.length
    ? `Edited ${list.slice(0, 6).join(', ')}${list.length > 6 ? ` and ${list.length - 6} more` : ''}`
    : 'No change';
  return text.slice(0, 200);
}

/**
 * The content as an edit sends it: exactly the three files. The API refuses any other key (400
 * VALIDATION_FAILED), and a working copy restored from this browser's storage may hold what an older
 * previewer kept beside them.
 */
export function sendable(content: DraftContent): DraftContent {
  return { partner: content.partner, theme: content.theme, menu_tiles: content.menu_tiles };
}
