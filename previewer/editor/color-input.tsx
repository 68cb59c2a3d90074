/** A colour as a picker and a hex text field side by side; what either gives is passed on as typed. */
import type { InputHTMLAttributes } from 'react';
import * as s from './editor.css';
import { pickerValue } from './form-model';

export function ColorInput({
  name,
  value,
  onChange,
  textProps,
}: {
  /** What the colour is (the picker is labelled "<name> picker"). */
  name: string;
  value: unknown;
  onChange: (value: string) => void;
  /** The text field's label, description and validity. */
  textProps: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, unknown>;
}) {
  return (
    <span className={s.colorInputs}>
      <input
        type="color"
        aria-label={`${name} picker`}
        value={pickerValue(value)}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
      />
      <input
        type="text"
        {...textProps}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value.trim())}
        spellCheck={false}
      />
    </span>
  );
}
