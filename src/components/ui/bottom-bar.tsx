import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as s from './bars.css';

export interface BottomBarItem {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  /** A count on the icon (unread notifications) and what it means, for the link's name. */
  badge?: { count: number; label: string };
}

/** The themed bottom navigation: normal and active colours come from the theme. */
export function BottomBar({ items, label }: { items: BottomBarItem[]; label: string }) {
  return (
    <>
      <div className={s.bottomSpacer} aria-hidden="true" />
      <nav className={s.bottomBar} aria-label={label} data-testid="bottom-bar">
        <ul className={s.bottomList}>
          {items.map((item) => (
            <li key={item.key}>
              <Link className={s.bottomItem} to={item.to} aria-current={item.active ? 'page' : undefined}>
                <span className={s.bottomIcon}>
                  {item.icon}
                  {item.badge && item.badge.count > 0 ? (
                    <span
                      className={s.bottomBadge}
                      aria-hidden="true"
                      data-testid={`bottom-badge-${item.key}`}
                    >
                      {item.badge.count > 99 ? '99+' : item.badge.count}
                    </span>
                  ) : null}
                </span>
                <span className={s.bottomLabel}>{item.label}</span>
                {item.badge && item.badge.count > 0 ? (
                  <span className={s.visuallyHidden}> ({item.badge.label})</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
