/** A labelled one-line text input of the start forms, with an optional description under it. */
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
  return (
    <label className={s.label}>
      {label}
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-invalid={invalid}
        lang={lang}
      />
      {description && <span className={s.description}>{description}</span>}
    </label>
  );
}
