/**
 * The draft's theme as design tokens (docs/decisions/084-design-tokens.md): export the Design Tokens
 * Format Module 2025.10 JSON or the `--wl-*` CSS variables (light and dark), and import a tokens file
 * into the draft as one undoable edit (shared/engine/theme/tokens.ts).
 */
import { useId, useRef, useState } from 'react';
import type { Theme } from '../../shared/generated/types';
import {
  themeToCss,
  themeToTokens,
  TOKENS_MEDIA_TYPE,
  tokensToTheme,
} from '../../shared/engine/theme/tokens';
import type { EditorDraft } from './draft-content';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { VIEWER_NOTE } from './form-model';

type Outcome =
  | { kind: 'done'; text: string; notes: string[] }
  | { kind: 'failed'; text: string; errors: string[] };

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function TokensActions({ draft, canEdit }: { draft: EditorDraft; canEdit: boolean }) {
  const theme = useDraftStore((st) => st.current?.content?.theme) as unknown as Theme | undefined;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  /** Runs an export; a theme with problems (a field mid-edit) says so instead of writing a bad file. */
  const exporting = (what: string, run: (t: Theme) => void) => () => {
    if (!theme) return;
    try {
      run(theme);
      setOutcome({ kind: 'done', text: `${what} downloaded.`, notes: [] });
    } catch (err) {
      setOutcome({
        kind: 'failed',
        text: `${what} not written: fix the theme's problems first.`,
        errors: [(err as Error).message],
      });
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file || !theme) return;
    const result = tokensToTheme(await file.text(), theme);
    if (!result.ok) {
      setOutcome({ kind: 'failed', text: `${file.name} was not imported:`, errors: result.errors });
      return;
    }
    useDraftStore.getState().edit('theme', '', result.theme);
    setOutcome({
      kind: 'done',
      text: `Imported ${file.name} into the draft (Undo takes it back).`,
      notes: result.notes,
    });
  };

  return (
    <section className={s.stack} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className={s.subheading}>
        Design tokens
      </h3>
      <div className={s.row}>
        <button
          type="button"
          className={s.button}
          disabled={!theme}
          title="The theme as Design Tokens Format Module 2025.10 JSON (Figma plug-ins, Style Dictionary)"
          onClick={exporting('Tokens', (t) =>
            download(
              `${draft.partnerId}.tokens.json`,
              TOKENS_MEDIA_TYPE,
              `${JSON.stringify(themeToTokens(t), null, 2)}\n`,
            ),
          )}
        >
          Export tokens (JSON)
        </button>
        <button
          type="button"
          className={s.button}
          disabled={!theme}
          title="The --wl-* CSS variables the member app reads, light and dark"
          onClick={exporting('CSS', (t) =>
            download(
              `${draft.partnerId}-theme.css`,
              'text/css',
              `/* ${draft.partnerId}: the member app's theme variables (light; dark when the device asks) */\n${themeToCss(t, { pretty: true })}\n`,
            ),
          )}
        >
          Export CSS
        </button>
        <button
          type="button"
          className={s.button}
          disabled={!canEdit || !theme}
          title={canEdit ? 'Replace the draft’s colours with those of a design tokens file' : VIEWER_NOTE}
          onClick={() => fileInput.current?.click()}
        >
          Import tokens…
        </button>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          hidden
          aria-label="Design tokens file to import"
          accept=".json,application/json,application/design-tokens+json"
          onChange={(e) => {
            void importFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'done' && (
          <>
            <p className={s.muted}>{outcome.text}</p>
            {outcome.notes.length > 0 && (
              <ul className={s.muted}>
                {outcome.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <div className={s.error} role="alert">
          <p>{outcome.text}</p>
          <ul>
            {outcome.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
