/**
 * The draft being edited (owned by the editor). The frames grid subscribes to `current` and sends
 * its configuration to every frame that shows the draft, on every change.
 * STUB to be completed by the editor work (issue 14): undo/redo, saving, validation problems.
 */
import { create } from 'zustand';
import type { PreviewConfig } from '../../src/engine/partner/preview';

export interface DraftWorkingCopy {
  /** The draft's id (UUID). */
  id: string;
  /** The draft's partner id (a copy may have a new one). */
  partnerId: string;
  /** The existing partner whose demo member and base page the frames use. */
  basePartnerId: string;
  /** Display name for the frames' captions. */
  label: string;
  config: PreviewConfig;
}

export interface DraftState {
  current: DraftWorkingCopy | null;
}

export const useDraftStore = create<DraftState>(() => ({ current: null }));
