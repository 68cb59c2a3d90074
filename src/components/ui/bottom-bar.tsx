import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as s from './bars.css';

export interface BottomBarItem {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
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
                {item.icon}
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
