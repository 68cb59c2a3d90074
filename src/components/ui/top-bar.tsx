import type { ReactNode } from 'react';
import { logoChipColor, logoFieldOn } from '../../../shared/engine/theme/logo-variant';
import { usePartnerStore } from '../../lib/partner-store';
import { BackIcon } from './icons';
import * as s from './bars.css';
import { logoChip, topBarTitle } from './top-bar.css';

export interface TopBarProps {
  title: string;
  /** Back action; omitted on top-level pages. */
  onBack?: () => void;
  backLabel: string;
  logo?: { src: string; alt: string } | null;
  end?: ReactNode;
}

/**
 * The themed top bar: back action, page title (the page's h1), optional logo and an end slot. The
 * logo sits on a chip when the theme asks (logo_chip_status 1), and a dark bar or chip shows the
 * theme's logo_on_dark when it has one (issue 26).
 */
export function TopBar({ title, onBack, backLabel, logo, end }: TopBarProps) {
  const theme = usePartnerStore((st) => st.theme);
  const chip = theme.logo_chip_status === 1;
  const surface = chip ? logoChipColor(theme) : theme.top_bar_background_color;
  const src = logo && logoFieldOn(theme, surface) === 'logo_on_dark' ? theme.logo_on_dark! : logo?.src;
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
        {logo ? (
          <img
            className={chip ? `${s.logo} ${logoChip}` : s.logo}
            src={src}
            alt={logo.alt}
            data-testid="top-bar-logo"
          />
        ) : null}
        {/* With the logo shown, the brand speaks for itself: the h1 stays for screen readers only. */}
        <h1 className={logo ? s.visuallyHidden : topBarTitle}>{title}</h1>
      </div>
      <div>{end}</div>
    </header>
  );
}
