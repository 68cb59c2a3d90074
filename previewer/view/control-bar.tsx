/**
 * The control bar: sources (partners and the open draft), languages, widths, the colour scheme
 * (light, dark or both: docs/decisions/083-dark-scheme.md), the route search,
 * compare and highlight switches, and the share link. Every control is a labelled native input, so
 * the bar works from the keyboard and with a screen reader.
 */
import { type ReactNode, useState } from 'react';
import type { Locale } from '../../shared/config/routes';
import * as s from '../previewer.css';
import type { StaffPartner } from '../staff-session';
import { type ViewState, WIDTHS } from './view-state';

const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'th', label: 'Thai' },
  { value: 'en', label: 'English' },
];

const WIDTH_OPTIONS = WIDTHS.map((w) => ({ value: w, label: `${w} px` }));

const SCHEME_OPTIONS: { value: string; label: string; schemes: ViewState['schemes'] }[] = [
  { value: 'light', label: 'Light', schemes: ['light'] },
  { value: 'dark', label: 'Dark', schemes: ['dark'] },
  { value: 'both', label: 'Both', schemes: ['light', 'dark'] },
];

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);

export function ControlBar({
  view,
  onChange,
  partners,
  draft,
  frameCount,
}: {
  view: ViewState;
  onChange: (next: Partial<ViewState>) => void;
  partners: readonly StaffPartner[];
  draft: { id: string; label: string } | null;
  frameCount: number;
}) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const sourceCount = view.partners.length + (view.draft ? 1 : 0);
  return (
    <form className={s.controlBar} aria-label="View" onSubmit={(e) => e.preventDefault()}>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Partners</legend>
        {partners.map((p) => (
          <label key={p.partner_id} className={s.check}>
            <input
              type="checkbox"
              name="partner"
              value={p.partner_id}
              checked={view.partners.includes(p.partner_id)}
              onChange={(e) => onChange({ partners: toggle(view.partners, p.partner_id, e.target.checked) })}
            />
            {p.name.en}{' '}
            <span className={s.muted}>
              ({p.partner_id}
              {p.in_line ? ', LINE' : ''})
            </span>
          </label>
        ))}
        {draft && (
          <label className={s.check}>
            <input
              type="checkbox"
              name="draft"
              checked={view.draft === draft.id}
              onChange={(e) => onChange({ draft: e.target.checked ? draft.id : null })}
            />
            Draft: {draft.label}
          </label>
        )}
      </fieldset>
      <KeepOneChecks
        legend="Languages"
        name="language"
        options={LANGUAGES}
        selected={view.locales}
        onChange={(locales) => onChange({ locales })}
      />
      <KeepOneChecks
        legend="Widths"
        name="width"
        options={WIDTH_OPTIONS}
        selected={view.widths}
        onChange={(widths) => onChange({ widths })}
      />
      <fieldset className={s.fieldset} aria-describedby="scheme-help">
        <legend className={s.legend}>Colour scheme</legend>
        {SCHEME_OPTIONS.map((o) => (
          <label key={o.value} className={s.check}>
            <input
              type="radio"
              name="scheme"
              value={o.value}
              checked={view.schemes.join() === o.schemes.join()}
              onChange={() => onChange({ schemes: [...o.schemes] })}
            />
            {o.label}
          </label>
        ))}
        <span id="scheme-help" className={s.help}>
          Dark: what members whose phone is set to dark see.
        </span>
      </fieldset>
      <label className={s.search}>
        <span className={s.legend}>Search routes</span>
        <input
          type="search"
          value={view.search}
          maxLength={100}
          placeholder="Path or title, e.g. claim"
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </label>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Compare</legend>
        <Switch
          checked={view.compare}
          disabled={!view.compare && sourceCount < 2}
          describedBy="compare-help"
          onChange={(on) => onChange({ compare: on, highlight: on && view.highlight })}
        >
          Side by side
        </Switch>
        <Switch
          checked={view.highlight}
          disabled={!view.compare}
          onChange={(on) => onChange({ highlight: on })}
        >
          Highlight differences
        </Switch>
        <span id="compare-help" className={s.help}>
          {sourceCount < 2 ? 'Choose two sources to compare.' : 'Compares the first two sources.'}
        </span>
      </fieldset>
      <div className={s.barEnd}>
        <span className={s.muted} role="status">
          {frameCount} {frameCount === 1 ? 'frame' : 'frames'}
        </span>
        <button type="button" className={s.secondaryButton} onClick={copy}>
          Copy link
        </button>
        <span role="status" aria-live="polite" className={s.muted}>
          {copied === 'copied'
            ? 'Link copied'
            : copied === 'failed'
              ? 'Copy failed: use the address bar'
              : ''}
        </span>
      </div>
    </form>
  );
}

/** A group of checkboxes of which at least one stays checked (the last one cannot be unchecked). */
function KeepOneChecks<T extends string | number>({
  legend,
  name,
  options,
  selected,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={s.check}>
          <input
            type="checkbox"
            name={name}
            value={o.value}
            checked={selected.includes(o.value)}
            disabled={selected.length === 1 && selected[0] === o.value}
            onChange={(e) => onChange(toggle(selected, o.value, e.target.checked))}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

function Switch({
  checked,
  disabled,
  describedBy,
  onChange,
  children,
}: {
  checked: boolean;
  disabled: boolean;
  describedBy?: string;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={s.check}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
