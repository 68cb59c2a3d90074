/** Undo and redo from the keyboard (Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z) while an editor has a draft open. */
import { useEffect } from 'react';
import { useDraftStore } from './draft-store';

export function useUndoKeys(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== 'z') return;
      e.preventDefault();
      const st = useDraftStore.getState();
      if (e.shiftKey) st.redo();
      else st.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
