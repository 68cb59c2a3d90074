/**
 * One field of the form: its control by kind (colour, image, switch, select, number, list, text), its
 * description, and the validator's problems at it, with the nearest passing colour as a one-click fix.
 */
import type { ReactNode } from 'react';
import { isHexColor } from '../../shared/engine/theme/contrast';
import { ColorInput } from './color-input';
import { type DraftProblem, type EditorDraft, getAt } from './draft-content';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { ImageInput } from './image-input';
import { ListInput } from './list-input';
import type { FieldDescriptor } from './schema-form';

export function Field({
  field,
  draft,
  problems,
}: {
  field: FieldDescriptor;
  draft: EditorDraft;
  problems: DraftProblem[];
}) {
  const id = `field-${field.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const describedBy = `${id}-description${problems.length ? ` ${id}-problems` : ''}`;
  const file = field.file;
  const value = getAt(draft.content[file], field.pointer);
  const edit = (v: unknown) => useDraftStore.getState().edit(file, field.pointer, v);
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': problems.length > 0 };
  let control: ReactNode;
  switch (field.kind) {
    case 'color':
      control = <ColorInput name={`${field.name} colour`} value={value} onChange={edit} textProps={common} />;
      break;
    case 'image':
      control = <ImageInput field={field} draft={draft} value={value} common={common} />;
      break;
    case 'switch':
    case 'boolean': {
      const [off, on] = field.options as [unknown, unknown];
      control = (
        <input
          type="checkbox"
          role="switch"
          {...common}
          aria-checked={value === on}
          checked={value === on}
          onChange={(e) => edit(e.target.checked ? on : off)}
        />
      );
      break;
    }
    case 'select':
      control = (
        <select
          {...common}
          value={JSON.stringify(value ?? null)}
          onChange={(e) => edit(JSON.parse(e.target.value))}
        >
          {value === undefined && <option value="null">(not set)</option>}
          {(field.options ?? []).map((o) => (
            <option key={JSON.stringify(o)} value={JSON.stringify(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      control = (
        <input
          type="number"
          {...common}
          step={field.maximum !== undefined && field.maximum <= 1 ? 0.05 : 1}
          {...(field.minimum !== undefined ? { min: field.minimum } : {})}
          {...(field.maximum !== undefined ? { max: field.maximum } : {})}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => edit(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
      break;
    case 'list':
      control = <ListInput field={field} value={value} common={common} edit={edit} />;
      break;
    default:
      control = (
        <input
          type="text"
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => edit(e.target.value)}
        />
      );
  }
  return (
    <div className={`${s.field} ${problems.length ? s.fieldInvalid : ''}`} data-field={field.id}>
      <label htmlFor={id} className={s.label}>
        <span>
          <span className={s.fieldName}>{field.name}</span>
          {field.required && (
            <span className={s.required} title="required">
              * <span className={s.visuallyHidden}>(required)</span>
            </span>
          )}
        </span>
      </label>
      {control}
      <p id={`${id}-description`} className={s.description}>
        {field.description}
      </p>
      {problems.length > 0 && (
        <div id={`${id}-problems`} className={s.problem} role="alert">
          {problems.map((p) => (
            <p key={p.message} className={s.problem}>
              {field.name}: {p.message}
              {p.suggestion && (
                <button type="button" className={s.button} onClick={() => edit(p.suggestion)}>
                  {isHexColor(p.suggestion)
                    ? `Use nearest passing colour ${p.suggestion}`
                    : `Use "${p.suggestion}"`}
                </button>
              )}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
