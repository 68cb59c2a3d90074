import { Link } from 'react-router';
import * as s from './banner.css';

export interface BannerItem {
  key: string;
  src: string;
  alt: string;
  /** Internal path (already localised) or https URL; empty for an image without a link. */
  href: string;
}

/**
 * Horizontally scrolling banners; each is a link when it has a target. When none has one, the strip
 * itself takes focus, so it can be scrolled from the keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function BannerStrip({ items, label }: { items: BannerItem[]; label: string }) {
  if (items.length === 0) return null;
  const noLinks = items.every((b) => !b.href);
  return (
    <ul className={s.strip} aria-label={label} data-testid="banners" tabIndex={noLinks ? 0 : undefined}>
      {items.map((b, index) => {
        // Theme banners are 750 × 300: the box is reserved before the image arrives (no layout shift),
        // and the first one, the page's largest paint, is fetched first.
        const img = (
          <img
            className={s.image}
            src={b.src}
            alt={b.alt}
            width={750}
            height={300}
            fetchPriority={index === 0 ? 'high' : undefined}
            loading={index === 0 ? undefined : 'lazy'}
          />
        );
        return (
          <li key={b.key} className={s.item}>
            {!b.href ? (
              img
            ) : b.href.startsWith('https://') ? (
              <a className={s.link} href={b.href} target="_blank" rel="noopener noreferrer">
                {img}
              </a>
            ) : (
              <Link className={s.link} to={b.href}>
                {img}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
