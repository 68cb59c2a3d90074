/** A list value as text: comma-separated for a list of choices, else JSON (the last valid list is kept). */
import { useEffect, useState } from 'react';
import * as s from './editor.css';
import type { FieldDescriptor } from './schema-form';

export function ListInput({
  field,
  value,
  common,
  edit,
}: {
  field: FieldDescriptor;
  value: unknown;
  common: Record<string, unknown>;
  edit: (v: unknown) => void;
}) {
  const enumList = Array.isArray(field.options);
  const shown = enumList && Array.isArray(value) ? value.join(', ') : JSON.stringify(value ?? [], null, 1);
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState<string | null>(null);
  // A change from outside (undo, reload) replaces what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the value changes
  useEffect(() => {
    setText(shown);
    setBad(null);
  }, [JSON.stringify(value)]);
  return (
    <>
      <textarea
        {...common}
        rows={enumList ? 1 : 3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (enumList) {
            edit(
              e.target.value
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean),
            );
            return;
          }
          try {
            edit(JSON.parse(e.target.value));
            setBad(null);
          } catch {
            setBad('Not valid JSON yet: the last valid list is kept.');
          }
        }}
      />
      {enumList && <span className={s.description}>Comma-separated: {(field.options ?? []).join(', ')}</span>}
      {bad && <span className={s.problem}>{bad}</span>}
    </>
  );
}
