/**
 * Every colour pair the theme makes, passing ones included (issue 26): text on its surface, buttons,
 * tiles, bars, form fields, focus rings and the logo on each surface it sits on, with the ratio and
 * the level WCAG asks. The same report as `validate:partners --contrast`
 * (shared/engine/partner/validate-config.ts themeContrastReport). A table with a caption, so screen
 * readers announce it and its headers.
 */
import { useMemo, useState } from 'react';
import { themeContrastReport } from '../../shared/engine/partner/validate-config';
import type { ContrastReportRow } from '../../shared/engine/theme/contrast';
import { formatRatio } from '../../shared/engine/theme/contrast';
import type { LogoImages } from '../../shared/engine/theme/logo-check';
import type { Theme } from '../../shared/generated/types';
import * as s from './editor.css';
import * as rc from './report.css';
import { Swatch } from './palette';

const LEVEL: Record<ContrastReportRow['kind'], string> = {
  text: 'text, WCAG 1.4.3 AA',
  graphic: 'icon or border, WCAG 1.4.11',
  focus: 'focus ring, WCAG 2.4.11',
  logo: 'logo, WCAG 1.4.11',
};

export function ContrastReport({ theme, logos }: { theme: Partial<Theme>; logos: LogoImages }) {
  const rows = useMemo(() => themeContrastReport(theme, logos), [theme, logos]);
  const [failingOnly, setFailingOnly] = useState(false);
  const failing = rows.filter((r) => !r.passes && r.shown).length;
  const shown = failingOnly ? rows.filter((r) => !r.passes) : rows;
  return (
    <details className={s.card} data-testid="contrast-report">
      <summary>
        Contrast report: {rows.length - failing} of {rows.length} pairs pass
        {failing > 0 ? `, ${failing} fail` : ''}
      </summary>
      <div className={s.stack}>
        <label className={s.row}>
          <input type="checkbox" checked={failingOnly} onChange={(e) => setFailingOnly(e.target.checked)} />
          Show failing pairs only
        </label>
        <div className={rc.tableWrap}>
          <table className={rc.table}>
            <caption className={rc.caption}>
              Every colour pair the theme makes, with its ratio and the ratio WCAG requires. Pairs on a hidden
              bar are listed but not required.
            </caption>
            <thead>
              <tr>
                <th scope="col">Pair</th>
                <th scope="col">Foreground</th>
                <th scope="col">Background</th>
                <th scope="col">Ratio</th>
                <th scope="col">Required</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={`${r.kind}:${r.what}:${r.foreground}:${r.background}`}>
                  <th scope="row" className={rc.rowHeader}>
                    {r.what}
                  </th>
                  <td>
                    <Swatch color={r.foregroundHex} /> <span className={s.code}>{r.foregroundHex}</span>{' '}
                    <span className={s.muted}>{r.foreground}</span>
                  </td>
                  <td>
                    <Swatch color={r.backgroundHex} /> <span className={s.code}>{r.backgroundHex}</span>{' '}
                    <span className={s.muted}>{r.background}</span>
                  </td>
                  <td className={s.code}>{formatRatio(r.ratio)}</td>
                  <td>
                    {r.min}:1 <span className={s.muted}>({LEVEL[r.kind]})</span>
                  </td>
                  <td className={r.passes ? rc.pass : r.shown ? rc.fail : s.muted}>
                    {r.passes ? 'Pass' : r.shown ? 'Fail' : 'Fails, bar hidden'}
                    {r.kind === 'logo' && r.what.includes('own backdrop') ? ' (own backdrop)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
