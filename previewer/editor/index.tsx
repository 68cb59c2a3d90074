/** The draft editor panel. STUB to be completed by the editor work (issue 14). */
export function EditorPanel() {
  return null;
}
