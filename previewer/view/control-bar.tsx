/**
 * The control bar: sources (partners and the open draft), languages, widths, the route search,
 * compare and highlight switches, and the share link. Every control is a labelled native input, so
 * the bar works from the keyboard and with a screen reader.
 */
import { useState } from 'react';
import type { Locale } from '../../src/config/routes';
import * as s from '../previewer.css';
import type { StaffPartner } from '../staff-session';
import { type FrameWidth, type ViewState, WIDTHS } from './view-state';

const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'th', label: 'Thai' },
  { value: 'en', label: 'English' },
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
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Languages</legend>
        {LANGUAGES.map((l) => (
          <label key={l.value} className={s.check}>
            <input
              type="checkbox"
              name="language"
              value={l.value}
              checked={view.locales.includes(l.value)}
              disabled={view.locales.length === 1 && view.locales[0] === l.value}
              onChange={(e) => onChange({ locales: toggle(view.locales, l.value, e.target.checked) })}
            />
            {l.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Widths</legend>
        {WIDTHS.map((w) => (
          <label key={w} className={s.check}>
            <input
              type="checkbox"
              name="width"
              value={w}
              checked={view.widths.includes(w)}
              disabled={view.widths.length === 1 && view.widths[0] === w}
              onChange={(e) => onChange({ widths: toggle<FrameWidth>(view.widths, w, e.target.checked) })}
            />
            {w} px
          </label>
        ))}
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
        <label className={s.check}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={view.compare}
            checked={view.compare}
            disabled={!view.compare && sourceCount < 2}
            aria-describedby="compare-help"
            onChange={(e) =>
              onChange({ compare: e.target.checked, highlight: e.target.checked && view.highlight })
            }
          />
          Side by side
        </label>
        <label className={s.check}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={view.highlight}
            checked={view.highlight}
            disabled={!view.compare}
            onChange={(e) => onChange({ highlight: e.target.checked })}
          />
          Highlight differences
        </label>
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
