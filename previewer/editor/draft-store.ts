/**
 * The draft being edited (issue 14; docs/decisions/062-partner-drafts.md): the editor's own state, on
 * zustand. The frames grid subscribes to `current` and sends `current.config` to every frame that shows
 * the draft on every change, so an edit re-themes the frames at once; the store saves the draft shortly
 * after (debounced, with the version the edit was made on: a save in between is a conflict shown to the
 * user, never overwritten), keeps unsaved edits in localStorage until they are saved (a reload keeps
 * them), keeps undo and redo, and runs the validate:partners checks on every edit (draft-content.ts).
 *
 * What the server holds is TanStack Query's (previewer/api/drafts.ts): opening, starting, saving and
 * uploading run its queries and mutations, which keep the drafts list and the history (read by the
 * components with useDrafts and useDraftHistory) up to date.
 *
 * API for the rest of the previewer: `useDraftStore` (zustand) with `current` (DraftWorkingCopy or
 * null) and `openDraft(id)` (opens a saved draft, e.g. from a shared link).
 */
import { create } from 'zustand';
import type { PartnerDraft } from '../../shared/api/schemas/staff-drafts';
import { ApiRequestError } from '../../src/lib/api-client';
import { queryClient, runMutation } from '../api/client';
import { draftQueryOptions, saveDraftMutation, uploadDraftAssetMutation } from '../api/drafts';
import { errorText } from '../staff-session';
import {
  assetProblemsOf,
  type DraftContent,
  type DraftProblem,
  type DraftWorkingCopy,
  type EditorDraft,
  isEditorDraft,
  partnerAssetPath,
  problemsOf,
  sendable,
  summarizeEdit,
  toPreviewConfig,
} from './draft-content';
import { getAt, setAt } from './json-pointer';
import {
  type BrandKitInput,
  type FolderStartInput,
  type PartnerStartInput,
  startFromBrandKit,
  startFromFolder,
  startFromPartner,
} from './draft-starts';
import { readPending, writePending } from './pending-edits';
import { UndoHistory } from './undo-history';

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
  canUndo: boolean;
  canRedo: boolean;

  /** Opens a saved draft (shared links call this). Resolves when it is open or has failed (see `error`). */
  openDraft(id: string): Promise<void>;
  createFromPartner(input: PartnerStartInput): Promise<void>;
  createFromBrandKit(input: BrandKitInput): Promise<void>;
  /** Starts a draft from a partner folder: a zip, or the folder's files with their relative paths. */
  importFolder(input: FolderStartInput): Promise<void>;
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
  close(): void;
}

/** Delay before an edit is saved: typing a colour saves once, not per key. */
export const SAVE_DELAY_MS = 700;

interface Internal {
  history: UndoHistory<DraftContent>;
  timer: ReturnType<typeof setTimeout> | null;
  /** The save in flight, so a flush waits for it. */
  saving: Promise<void> | null;
  /** The content last confirmed by the server. */
  saved: DraftContent | null;
  dirty: boolean;
}

const internal: Internal = {
  history: new UndoHistory(),
  timer: null,
  saving: null,
  saved: null,
  dirty: false,
};

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
      assetProblems: assetProblemsOf(draft.problems),
    });
  };

  const syncUndoFlags = () => set({ canUndo: internal.history.canUndo, canRedo: internal.history.canRedo });

  const reset = () => {
    if (internal.timer) clearTimeout(internal.timer);
    internal.history.clear();
    Object.assign(internal, { timer: null, saved: null, dirty: false });
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
        const answer = await runMutation(saveDraftMutation(), {
          id: cur.id,
          body: { version: cur.version, content: sendable(content), ...(summary ? { summary } : {}) },
        });
        internal.saved = content;
        const now = editing();
        if (!now || now.id !== cur.id) return;
        // Edits made while saving stay local (and are saved next) on top of the new version.
        set({
          current: { ...now, version: answer.version, assets: answer.assets },
          assetProblems: assetProblemsOf(answer.problems),
          saveStatus: internal.dirty ? 'pending' : 'saved',
        });
        if (!internal.dirty) writePending(cur.id, null);
        else writePending(cur.id, { baseVersion: answer.version, content: now.content });
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

  /** Before an edit: the content as it was becomes an undo step (see UndoHistory for `field`). */
  const recordUndo = (field: string | null) => {
    const cur = editing();
    if (!cur) return;
    internal.history.record(field, cur.content);
    syncUndoFlags();
  };

  /** Undo or redo: the history's step from the current content, applied like an edit. */
  const step = (which: 'undo' | 'redo') => {
    const cur = editing();
    const target = cur && internal.history[which](cur.content);
    if (!target) return;
    syncUndoFlags();
    apply(target);
  };

  /** Starts a draft: `run` creates it (the mutations put it in the list); it opens as saved. */
  const start = async (what: string, run: () => Promise<PartnerDraft>) => {
    set({ busy: what, error: null });
    try {
      const draft = await run();
      reset();
      internal.saved = draft.content;
      adopt(draft);
      set({ busy: null, saveStatus: 'saved', saveMessage: null });
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
    canUndo: false,
    canRedo: false,

    async openDraft(id) {
      if (get().current?.id === id) return;
      await get().flush();
      set({ busy: 'Opening the draft…', error: null });
      try {
        const draft = await queryClient.fetchQuery(draftQueryOptions(id));
        reset();
        internal.saved = draft.content;
        const pending = readPending(id);
        // Edits not saved before a reload come back when nobody saved in between.
        const restore = pending && pending.baseVersion === draft.version ? pending.content : null;
        if (pending && !restore) writePending(id, null);
        adopt(draft, restore ?? draft.content);
        set({ busy: null, saveStatus: restore ? 'pending' : 'saved', saveMessage: null });
        if (restore) {
          internal.dirty = true;
          schedule();
        }
      } catch (error) {
        set({ busy: null, error: errorText(error) });
      }
    },

    createFromPartner: (input) => start('Starting the draft…', () => startFromPartner(input)),
    createFromBrandKit: (input) =>
      start('Generating the theme from the brand kit…', () => startFromBrandKit(input)),
    importFolder: (input) => start('Importing the partner folder…', () => startFromFolder(input)),

    edit(file, pointer, value) {
      const cur = editing();
      if (!cur) return;
      if (JSON.stringify(getAt(cur.content[file], pointer)) === JSON.stringify(value)) return;
      recordUndo(`${file}${pointer}`);
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
      recordUndo(null);
      apply({ ...cur.content, menu_tiles: { ...cur.content.menu_tiles, tiles: next } });
    },

    undo: () => step('undo'),
    redo: () => step('redo'),

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
      const answer = await runMutation(uploadDraftAssetMutation(), { id: cur.id, name, file });
      const now = editing();
      if (now && now.id === cur.id)
        set({
          current: { ...now, version: answer.version, assets: answer.assets },
          assetProblems: assetProblemsOf(answer.problems),
          problems: problemsOf(now.content, now.partnerId, answer.assets),
        });
      return partnerAssetPath(cur.partnerId, name);
    },

    close() {
      void get().flush();
      reset();
      set({
        current: null,
        problems: [],
        assetProblems: [],
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
