/** A group of fields (a disclosure), open while filtered, with problems, or the brand colours. */
import type { DraftProblem, EditorDraft } from './draft-content';
import * as s from './editor.css';
import { Field } from './field';
import { problemsFor } from './form-model';
import { type FieldGroup as Group, fieldMatches } from './schema-form';

export function FieldGroup({
  group,
  filter,
  draft,
  problems,
}: {
  group: Group;
  filter: string;
  draft: EditorDraft;
  problems: DraftProblem[];
}) {
  const fields = group.fields.filter((f) => fieldMatches(f, filter));
  if (fields.length === 0) return null;
  const count = fields.reduce((n, f) => n + problemsFor(problems, f).length, 0);
  return (
    <details className={s.card} open={filter !== '' || count > 0 || group.id === 'theme-brand'}>
      <summary>
        {group.title}
        {count > 0 ? ` — ${count} problem${count === 1 ? '' : 's'}` : ''}
      </summary>
      {group.description && <p className={s.description}>{group.description}</p>}
      {fields.map((f) => (
        <Field key={f.id} field={f} draft={draft} problems={problemsFor(problems, f)} />
      ))}
    </details>
  );
}
