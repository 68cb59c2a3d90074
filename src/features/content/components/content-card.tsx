/** One promotion or article in a list: its picture (when it has one), title, summary and a line of detail. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as s from './content.css';

export function ContentCard({
  to,
  imageUrl,
  title,
  summary,
  detail,
  onClick,
}: {
  to: string;
  imageUrl: string | null | undefined;
  title: string;
  summary: string;
  detail: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Link className={s.item} to={to} onClick={onClick}>
      {imageUrl ? (
        <img className={s.itemImage} src={imageUrl} alt="" width={640} height={360} loading="lazy" />
      ) : null}
      <span className={s.itemBody}>
        <span className={s.itemTitle}>{title}</span>
        <span className={s.itemSummary}>{summary}</span>
        <span className={s.muted}>{detail}</span>
      </span>
    </Link>
  );
}
