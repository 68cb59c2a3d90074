/** How many problems the working copy has (contrast ones counted apart), and all of them behind a disclosure. */
import type { DraftProblem } from './draft-content';
import * as s from './editor.css';

export function ProblemList({
  problems,
  assetProblems,
}: {
  problems: DraftProblem[];
  assetProblems: DraftProblem[];
}) {
  const all = [...problems, ...assetProblems];
  const contrast = problems.filter((p) => p.suggestion).length;
  return (
    <section aria-labelledby="problems-heading" className={s.stack}>
      <h3 id="problems-heading" className={s.subheading}>
        <span data-testid="problem-count">{all.length}</span> problem{all.length === 1 ? '' : 's'}
        {contrast > 0 ? ` (${contrast} contrast)` : ''}
      </h3>
      {all.length > 0 && (
        <details className={s.card}>
          <summary>All problems</summary>
          <ul className={s.history}>
            {all.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity
              <li key={i}>
                <span className={s.code}>
                  {p.file}
                  {p.pointer ? ` ${p.pointer}` : ''}
                  {p.line ? `:${p.line}` : ''}
                </span>
                : {p.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
