/**
 * Unsaved edits of a draft, kept in this browser's localStorage until the server has them: a reload
 * brings them back when nobody saved the draft in between (the version they were made on).
 */
import type { DraftContent } from './draft-content';

export interface PendingEdits {
  baseVersion: number;
  content: DraftContent;
}

const PENDING_KEY = (id: string) => `wl-previewer-draft:${id}`;

export function readPending(id: string): PendingEdits | null {
  try {
    const raw = localStorage.getItem(PENDING_KEY(id));
    return raw ? (JSON.parse(raw) as PendingEdits) : null;
  } catch {
    return null;
  }
}

export function writePending(id: string, pending: PendingEdits | null) {
  try {
    if (pending) localStorage.setItem(PENDING_KEY(id), JSON.stringify(pending));
    else localStorage.removeItem(PENDING_KEY(id));
  } catch {
    // Storage full or blocked: the debounced save still runs.
  }
}
