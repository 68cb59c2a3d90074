/**
 * The palette the theme resolver derives from the theme's colours (issue 26): every token
 * (shared/engine/theme/resolve.ts) with its CSS variable, value and a swatch, so staff see what
 * the member app will paint, focus rings and the logo chip included.
 */
import { useMemo } from 'react';
import { flattenTokens, resolveThemeTokens, type TokenTree } from '../../shared/engine/theme/resolve';
import type { Theme } from '../../shared/generated/types';
import * as s from './editor.css';
import * as rc from './report.css';

const isColor = (v: string) => /^#[0-9A-Fa-f]{3,8}$/.test(v) || /^rgba?\(/.test(v);

/** A colour sample; decorative, since its value is written next to it. */
export function Swatch({ color }: { color: string }) {
  return <span className={rc.swatch} style={{ background: color }} aria-hidden="true" />;
}

export function Palette({ theme }: { theme: Theme }) {
  const tokens = useMemo(() => {
    try {
      return Object.entries(flattenTokens(resolveThemeTokens(theme) as unknown as TokenTree));
    } catch {
      return null;
    }
  }, [theme]);
  return (
    <details className={s.card} data-testid="palette">
      <summary>Derived palette{tokens ? `: ${tokens.length} tokens` : ''}</summary>
      {tokens ? (
        <div className={rc.tableWrap}>
          <table className={rc.table}>
            <caption className={rc.caption}>
              Every token the theme resolver derives from the theme, as the CSS variable the member app reads.
            </caption>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row" className={`${rc.rowHeader} ${s.code}`}>
                    {name}
                  </th>
                  <td>
                    {isColor(value) ? <Swatch color={value} /> : null} <span className={s.code}>{value}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={s.muted}>The palette shows once the theme passes its schema.</p>
      )}
    </details>
  );
}
