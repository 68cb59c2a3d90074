/**
 * How many problems the working copy has (contrast ones counted apart), and all of them behind a
 * disclosure, with the warnings validate:partners prints and one-click fixes for a logo that does
 * not show on its surface (issue 26).
 */
import { isHexColor } from '../../shared/engine/theme/contrast';
import type { DraftProblem } from './draft-content';
import * as s from './editor.css';

function Where({ p }: { p: DraftProblem }) {
  return (
    <span className={s.code}>
      {p.file}
      {p.pointer ? ` ${p.pointer}` : ''}
      {p.line ? `:${p.line}` : ''}
      {p.line && p.column ? `:${p.column}` : ''}
    </span>
  );
}

export function ProblemList({
  problems,
  warnings = [],
  assetProblems,
  onFix,
}: {
  problems: DraftProblem[];
  warnings?: DraftProblem[];
  assetProblems: DraftProblem[];
  /** Applies a fix's theme values (one undo step); absent for viewers. */
  onFix?: (set: Record<string, string | number>) => void;
}) {
  const all = [...problems, ...assetProblems];
  const contrast = problems.filter((p) => isHexColor(p.suggestion) || p.fixes).length;
  return (
    <section aria-labelledby="problems-heading" className={s.stack}>
      <h3 id="problems-heading" className={s.subheading}>
        <span data-testid="problem-count">{all.length}</span> problem{all.length === 1 ? '' : 's'}
        {contrast > 0 ? ` (${contrast} contrast)` : ''}
        {warnings.length > 0 ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}
      </h3>
      {all.length > 0 && (
        <details className={s.card} open={all.some((p) => p.fixes) || undefined}>
          <summary>All problems</summary>
          <ul className={s.history}>
            {all.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity
              <li key={i}>
                <Where p={p} />: {p.message}
                {onFix && p.fixes?.length ? (
                  <span className={s.row}>
                    {p.fixes.map((f) => (
                      <button key={f.label} type="button" className={s.button} onClick={() => onFix(f.set)}>
                        {f.label}
                      </button>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      )}
      {warnings.length > 0 && (
        <details className={s.card} data-testid="warnings">
          <summary>Warnings: the partner may ship, but check these in the frames</summary>
          <ul className={s.history}>
            {warnings.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no identity
              <li key={i}>
                <Where p={p} />: {p.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
