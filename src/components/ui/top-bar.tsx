import type { ReactNode } from 'react';
import { BackIcon } from './icons';
import * as s from './bars.css';
import { topBarTitle } from './top-bar.css';

export interface TopBarProps {
  title: string;
  /** Back action; omitted on top-level pages. */
  onBack?: () => void;
  backLabel: string;
  logo?: { src: string; alt: string } | null;
  end?: ReactNode;
}

/** The themed top bar: back action, page title (the page's h1), optional logo and an end slot. */
export function TopBar({ title, onBack, backLabel, logo, end }: TopBarProps) {
  return (
    <header className={s.topBar} data-testid="top-bar">
      <div>
        {onBack ? (
          <button type="button" className={s.iconButton} onClick={onBack} aria-label={backLabel}>
            <BackIcon />
          </button>
        ) : null}
      </div>
      <div className={s.titleRow}>
        {logo ? <img className={s.logo} src={logo.src} alt={logo.alt} data-testid="top-bar-logo" /> : null}
        {/* With the logo shown, the brand speaks for itself: the h1 stays for screen readers only. */}
        <h1 className={logo ? s.visuallyHidden : topBarTitle}>{title}</h1>
      </div>
      <div>{end}</div>
    </header>
  );
}
