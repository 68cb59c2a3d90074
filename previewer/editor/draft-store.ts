/**
 * The draft being edited (issue 14; docs/decisions/062-partner-drafts.md). The frames grid subscribes
 * to `current` and sends `current.config` to every frame that shows the draft on every change, so an
 * edit re-themes the frames at once; the store saves the draft to the server shortly after (debounced,
 * with the version the edit was made on: a save in between is a conflict shown to the user, never
 * overwritten), keeps unsaved edits in localStorage until they are saved (a reload keeps them), and
 * runs the validate:partners checks (src/engine/partner/validate-config.ts) on every edit.
 *
 * API for the rest of the previewer: `useDraftStore` (zustand) with `current` (DraftWorkingCopy or
 * null) and `openDraft(id)` (opens a saved draft, e.g. from a shared link).
 */
import { create } from 'zustand';
import type { PartnerDraft } from '../../src/api/schemas/staff-drafts';
import type { PublicPartner } from '../../src/engine/partner/boot';
import type { PreviewConfig } from '../../src/engine/partner/preview';
import { type Problem, validatePartnerConfig } from '../../src/engine/partner/validate-config';
import { isHexColor } from '../../src/engine/theme/contrast';
import type { MenuTiles, Theme } from '../../src/generated/types';
import { ApiRequestError, callApi, type ResponseOf } from '../../src/lib/api-client';
import { errorText } from '../staff-session';

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

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

export interface DraftState {
  current: DraftWorkingCopy | null;
  /** The validator's problems for the working copy (file names relative to the partner folder). */
  problems: DraftProblem[];
  /** Problems of the draft's images, as the server found them (the editor does not hold their bytes). */
  assetProblems: DraftProblem[];
  saveStatus: SaveStatus;
  /** Why the last save failed, or what the conflict is. */
  saveMessage: string | null;
  /** Open, create, import: what is happening or what went wrong. */
  busy: string | null;
  error: string | null;
  drafts: DraftSummary[];
  history: DraftChange[];
  canUndo: boolean;
  canRedo: boolean;

  loadDrafts(): Promise<void>;
  /** Opens a saved draft (shared links call this). Resolves when it is open or has failed (see `error`). */
  openDraft(id: string): Promise<void>;
  createFromPartner(input: {
    basePartnerId: string;
    partnerId: string;
    title: string;
    /** A copy's own insurer code (a copy must not keep its original's). */
    insCode?: string;
  }): Promise<void>;
  createFromBrandKit(input: BrandKitInput): Promise<void>;
  /** Starts a draft from a partner folder: a zip, or the folder's files with their relative paths. */
  importFolder(input: { title: string; zip: Uint8Array }): Promise<void>;
  /** Sets a value of partner.json, theme.json or menu-tiles.json at a JSON pointer (one undo step). */
  edit(file: 'partner' | 'theme' | 'menu_tiles', pointer: string, value: unknown): void;
  /** Moves a menu tile up (-1) or down (+1). */
  moveTile(index: number, by: -1 | 1): void;
  undo(): void;
  redo(): void;
  /** After a conflict: drop the local edits and load what was saved. */
  reloadTheirs(): Promise<void>;
  /** Sends the pending edit now (before an upload, an export, leaving). */
  flush(): Promise<void>;
  /** Uploads an image into the draft's assets/ and answers the path theme fields use. */
  uploadAsset(name: string, file: Blob): Promise<string>;
  loadHistory(): Promise<void>;
  close(): void;
}

export interface BrandKitInput {
  partnerId: string;
  title: string;
  insCode: string;
  name: { th: string; en: string };
  colors: string[];
  /** A logo to upload into the new draft (SVG, PNG, JPEG or WebP), or none (a wordmark is drawn). */
  logo?: { name: string; file: Blob } | null;
}

/** Delay before an edit is saved: typing a colour saves once, not per key. */
export const SAVE_DELAY_MS = 700;
/** Edits of one field closer together than this are one undo step (typing a hex value). */
const COALESCE_MS = 1500;
const MAX_UNDO = 200;
const PENDING_KEY = (id: string) => `wl-previewer-draft:${id}`;

// --- Pure helpers ------------------------------------------------------------------------------

const unescapePointer = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** A copy of `doc` with `value` at `pointer` (objects and arrays copied along the path only). */
export function setAt(doc: unknown, pointer: string, value: unknown): unknown {
  const segments = pointer.split('/').slice(1).map(unescapePointer);
  const put = (node: unknown, i: number): unknown => {
    if (i === segments.length) return value;
    const key = segments[i]!;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(key)] = put(node[Number(key)], i + 1);
      return copy;
    }
    const obj = node && typeof node === 'object' ? (node as Record<string, unknown>) : {};
    return { ...obj, [key]: put(obj[key], i + 1) };
  };
  return put(doc, 0);
}

export function getAt(doc: unknown, pointer: string): unknown {
  let cur = doc;
  for (const seg of pointer.split('/').slice(1).map(unescapePointer))
    cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[seg] : undefined;
  return cur;
}

/** The URL a draft image is read from by staff and the frames. */
export const draftAssetUrl = (draftId: string, name: string) =>
  `/api/staff/drafts/${encodeURIComponent(draftId)}/assets/${name.split('/').map(encodeURIComponent).join('/')}`;

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

const CONFIG_FILES = new Set(['partner.json', 'theme.json', 'menu-tiles.json']);

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

interface Pending {
  baseVersion: number;
  content: DraftContent;
}

function readPending(id: string): Pending | null {
  try {
    const raw = localStorage.getItem(PENDING_KEY(id));
    return raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    return null;
  }
}
function writePending(id: string, pending: Pending | null) {
  try {
    if (pending) localStorage.setItem(PENDING_KEY(id), JSON.stringify(pending));
    else localStorage.removeItem(PENDING_KEY(id));
  } catch {
    // Storage full or blocked: the debounced save still runs.
  }
}

// --- The store -----------------------------------------------------------------------------------

interface Internal {
  undo: DraftContent[];
  redo: DraftContent[];
  lastEdit: { field: string; at: number } | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** The save in flight, so a flush waits for it. */
  saving: Promise<void> | null;
  /** The content last confirmed by the server. */
  saved: DraftContent | null;
  dirty: boolean;
}

const internal: Internal = {
  undo: [],
  redo: [],
  lastEdit: null,
  timer: null,
  saving: null,
  saved: null,
  dirty: false,
};

const uuid = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      );

export const useDraftStore = create<DraftState>((set, get) => {
  const editing = (): EditorDraft | null => {
    const cur = get().current;
    return isEditorDraft(cur) ? cur : null;
  };
  /** Makes `draft` (a server answer) the open working copy, with `content` as the local state. */
  const adopt = (draft: PartnerDraft, content: DraftContent = draft.content) => {
    const previous = get().current;
    const same = previous?.id === draft.id;
    const working: EditorDraft = {
      id: draft.id,
      partnerId: draft.partner_id,
      basePartnerId: draft.base_partner_id ?? 'default',
      label: draft.title,
      content,
      version: draft.version,
      assets: draft.assets,
      config: toPreviewConfig(
        content,
        { id: draft.id, partnerId: draft.partner_id },
        same ? previous?.config : undefined,
      ),
    };
    set({
      current: working,
      problems: problemsOf(content, draft.partner_id, draft.assets),
      assetProblems: draft.problems.filter((p) => !CONFIG_FILES.has(p.file)),
    });
  };

  const syncUndoFlags = () => set({ canUndo: internal.undo.length > 0, canRedo: internal.redo.length > 0 });

  const reset = () => {
    if (internal.timer) clearTimeout(internal.timer);
    Object.assign(internal, { undo: [], redo: [], lastEdit: null, timer: null, saved: null, dirty: false });
    syncUndoFlags();
  };

  const save = async (): Promise<void> => {
    if (internal.saving) await internal.saving;
    const cur = editing();
    if (!cur || !internal.dirty || get().saveStatus === 'conflict') return;
    internal.dirty = false;
    const content = cur.content;
    const summary = internal.saved ? summarizeEdit(internal.saved, content) : undefined;
    set({ saveStatus: 'saving', saveMessage: null });
    const run = (async () => {
      try {
        const answer = await callApi('updatePartnerDraft', {
          params: { id: cur.id },
          body: { version: cur.version, content: sendable(content), ...(summary ? { summary } : {}) },
        });
        internal.saved = content;
        const now = editing();
        if (!now || now.id !== cur.id) return;
        // Edits made while saving stay local (and are saved next) on top of the new version.
        set({
          current: { ...now, version: answer.data.version, assets: answer.data.assets },
          assetProblems: answer.data.problems.filter((p) => !CONFIG_FILES.has(p.file)),
          saveStatus: internal.dirty ? 'pending' : 'saved',
        });
        if (!internal.dirty) writePending(cur.id, null);
        else writePending(cur.id, { baseVersion: answer.data.version, content: now.content });
        void get().loadHistory();
      } catch (error) {
        internal.dirty = true;
        if (error instanceof ApiRequestError && error.code === 'DRAFT_VERSION_CONFLICT')
          set({
            saveStatus: 'conflict',
            saveMessage:
              'Someone else saved this draft after you opened it, so your latest edits were not saved (nothing was overwritten). Reload their version to continue from it; your unsaved edits will be dropped.',
          });
        else set({ saveStatus: 'error', saveMessage: errorText(error) });
      }
    })();
    internal.saving = run;
    await run;
    internal.saving = null;
    if (internal.dirty && get().saveStatus === 'pending') schedule();
  };

  const schedule = () => {
    if (internal.timer) clearTimeout(internal.timer);
    internal.timer = setTimeout(() => {
      internal.timer = null;
      void save();
    }, SAVE_DELAY_MS);
  };

  /** Replaces the working copy's content (an edit, an undo or a redo) and schedules the save. */
  const apply = (content: DraftContent) => {
    const cur = editing();
    if (!cur) return;
    const next: EditorDraft = {
      ...cur,
      content,
      config: toPreviewConfig(content, cur, cur.config),
    };
    internal.dirty = true;
    writePending(cur.id, { baseVersion: cur.version, content });
    set({
      current: next,
      problems: problemsOf(content, cur.partnerId, cur.assets),
      saveStatus: get().saveStatus === 'conflict' ? 'conflict' : 'pending',
    });
    if (get().saveStatus !== 'conflict') schedule();
  };

  const pushUndo = (field: string) => {
    const cur = editing();
    if (!cur) return;
    const now = Date.now();
    const coalesce =
      internal.lastEdit && internal.lastEdit.field === field && now - internal.lastEdit.at < COALESCE_MS;
    if (!coalesce) {
      internal.undo.push(cur.content);
      if (internal.undo.length > MAX_UNDO) internal.undo.shift();
    }
    internal.lastEdit = { field, at: now };
    internal.redo = [];
    syncUndoFlags();
  };

  const start = async (what: string, run: () => Promise<PartnerDraft>) => {
    set({ busy: what, error: null });
    try {
      const draft = await run();
      reset();
      internal.saved = draft.content;
      adopt(draft);
      set({ busy: null, saveStatus: 'saved', saveMessage: null, history: [] });
      void get().loadHistory();
      void get().loadDrafts();
    } catch (error) {
      set({ busy: null, error: errorText(error) });
    }
  };

  return {
    current: null,
    problems: [],
    assetProblems: [],
    saveStatus: 'saved',
    saveMessage: null,
    busy: null,
    error: null,
    drafts: [],
    history: [],
    canUndo: false,
    canRedo: false,

    async loadDrafts() {
      try {
        const answer = await callApi('listPartnerDrafts');
        set({ drafts: answer.data });
      } catch (error) {
        set({ error: errorText(error) });
      }
    },

    async openDraft(id) {
      if (get().current?.id === id) return;
      await get().flush();
      set({ busy: 'Opening the draft…', error: null });
      try {
        const answer = await callApi('getPartnerDraft', { params: { id } });
        reset();
        const draft = answer.data;
        internal.saved = draft.content;
        const pending = readPending(id);
        // Edits not saved before a reload come back when nobody saved in between.
        const restore = pending && pending.baseVersion === draft.version ? pending.content : null;
        if (pending && !restore) writePending(id, null);
        adopt(draft, restore ?? draft.content);
        set({ busy: null, saveStatus: restore ? 'pending' : 'saved', saveMessage: null, history: [] });
        if (restore) {
          internal.dirty = true;
          schedule();
        }
        void get().loadHistory();
      } catch (error) {
        set({ busy: null, error: errorText(error) });
      }
    },

    createFromPartner({ basePartnerId, partnerId, title, insCode }) {
      return start('Starting the draft…', async () => {
        const answer = await callApi('createPartnerDraft', {
          body: {
            id: uuid(),
            partner_id: partnerId,
            title,
            from: { kind: 'partner', partner_id: basePartnerId, ...(insCode ? { ins_code: insCode } : {}) },
          },
        });
        return answer.data;
      });
    },

    createFromBrandKit(input) {
      return start('Generating the theme from the brand kit…', async () => {
        const created = await callApi('createPartnerDraft', {
          body: {
            id: uuid(),
            partner_id: input.partnerId,
            title: input.title,
            from: { kind: 'brand_kit', ins_code: input.insCode, name: input.name, colors: input.colors },
          },
        });
        let draft = created.data;
        if (input.logo) {
          const form = new FormData();
          form.append('file', input.logo.file, input.logo.name);
          const uploaded = await callApi('uploadPartnerDraftAsset', {
            params: { id: draft.id, name: input.logo.name },
            body: form,
          });
          const theme = {
            ...uploaded.data.content.theme,
            logo: partnerAssetPath(draft.partner_id, input.logo.name),
          };
          const saved = await callApi('updatePartnerDraft', {
            params: { id: draft.id },
            body: {
              version: uploaded.data.version,
              content: sendable({ ...uploaded.data.content, theme }),
              summary: 'Logo from the brand kit',
            },
          });
          draft = saved.data;
        }
        return draft;
      });
    },

    importFolder({ title, zip }) {
      return start('Importing the partner folder…', async () => {
        const form = new FormData();
        form.append('id', uuid());
        form.append('title', title);
        form.append('archive', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'partner.zip');
        const answer = await callApi('importPartnerDraft', { body: form });
        return answer.data;
      });
    },

    edit(file, pointer, value) {
      const cur = editing();
      if (!cur) return;
      if (JSON.stringify(getAt(cur.content[file], pointer)) === JSON.stringify(value)) return;
      pushUndo(`${file}${pointer}`);
      apply({ ...cur.content, [file]: setAt(cur.content[file], pointer, value) as Record<string, unknown> });
    },

    moveTile(index, by) {
      const cur = editing();
      const tiles = cur?.content.menu_tiles.tiles;
      if (!cur || !Array.isArray(tiles)) return;
      const to = index + by;
      if (to < 0 || to >= tiles.length) return;
      const next = [...tiles];
      [next[index], next[to]] = [next[to], next[index]];
      internal.lastEdit = null;
      pushUndo('tiles-order');
      internal.lastEdit = null;
      apply({ ...cur.content, menu_tiles: { ...cur.content.menu_tiles, tiles: next } });
    },

    undo() {
      const cur = editing();
      const previous = internal.undo.pop();
      if (!cur || !previous) return;
      internal.redo.push(cur.content);
      internal.lastEdit = null;
      syncUndoFlags();
      apply(previous);
    },

    redo() {
      const cur = editing();
      const next = internal.redo.pop();
      if (!cur || !next) return;
      internal.undo.push(cur.content);
      internal.lastEdit = null;
      syncUndoFlags();
      apply(next);
    },

    async reloadTheirs() {
      const cur = editing();
      if (!cur) return;
      writePending(cur.id, null);
      set({ current: null });
      reset();
      set({ saveStatus: 'saved', saveMessage: null });
      await get().openDraft(cur.id);
    },

    async flush() {
      if (internal.timer) {
        clearTimeout(internal.timer);
        internal.timer = null;
      }
      await save();
      if (internal.saving) await internal.saving;
    },

    async uploadAsset(name, file) {
      const cur = editing();
      if (!cur) throw new Error('No draft is open.');
      await get().flush();
      if (get().saveStatus === 'conflict')
        throw new Error(get().saveMessage ?? 'Resolve the conflict first.');
      const form = new FormData();
      form.append('file', file, name);
      const answer = await callApi('uploadPartnerDraftAsset', { params: { id: cur.id, name }, body: form });
      const now = editing();
      if (now && now.id === cur.id) {
        set({
          current: { ...now, version: answer.data.version, assets: answer.data.assets },
          assetProblems: answer.data.problems.filter((p) => !CONFIG_FILES.has(p.file)),
          problems: problemsOf(now.content, now.partnerId, answer.data.assets),
        });
        void get().loadHistory();
      }
      return partnerAssetPath(cur.partnerId, name);
    },

    async loadHistory() {
      const cur = editing();
      if (!cur) return;
      try {
        const answer = await callApi('getPartnerDraftHistory', { params: { id: cur.id } });
        if (get().current?.id === cur.id) set({ history: answer.data });
      } catch {
        // The history is extra: the draft stays usable without it.
      }
    },

    close() {
      void get().flush();
      reset();
      set({
        current: null,
        problems: [],
        assetProblems: [],
        history: [],
        saveStatus: 'saved',
        saveMessage: null,
      });
    },
  };
});

// Unsaved edits are kept in localStorage as they are made; leaving the page also tries to send them.
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => {
    void useDraftStore.getState().flush();
  });
