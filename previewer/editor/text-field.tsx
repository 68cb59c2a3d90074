/** A labelled one-line text input of the start forms, with an optional description tied to it. */
import { useId } from 'react';
import * as s from './editor.css';

export function TextField({
  label,
  value,
  onChange,
  placeholder,
  invalid,
  description,
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  invalid?: boolean;
  description?: string;
  lang?: string;
}) {
  const id = useId();
  // The description sits outside the <label>, so the field's accessible name stays the label alone;
  // it is read as the field's description (aria-describedby).
  return (
    <div className={s.label}>
      <label className={s.label}>
        {label}
        <input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          aria-invalid={invalid}
          aria-describedby={description ? id : undefined}
          lang={lang}
        />
      </label>
      {description && (
        <span id={id} className={s.description}>
          {description}
        </span>
      )}
    </div>
  );
}
