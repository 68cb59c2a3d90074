import { Link } from 'react-router';
import * as s from './tile.css';

export interface TileProps {
  label: string;
  icon: string;
  href: string;
  external?: boolean;
  /** Screen-reader hint for an external tile, e.g. "opens LINE". */
  externalHint?: string;
  testId?: string;
}

/** A home menu tile, themed with the menu icon text, border and background colours. */
export function Tile({ label, icon, href, external, externalHint, testId }: TileProps) {
  const content = (
    <>
      <img className={s.icon} src={icon} alt="" width={48} height={48} />
      <span>{label}</span>
      {external && externalHint ? <span className={s.srOnly}> ({externalHint})</span> : null}
    </>
  );
  return external ? (
    <a className={s.tile} href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {content}
    </a>
  ) : (
    <Link className={s.tile} to={href} data-testid={testId}>
      {content}
    </Link>
  );
}

export function TileGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <ul className={s.grid} aria-label={label}>
      {children}
    </ul>
  );
}
