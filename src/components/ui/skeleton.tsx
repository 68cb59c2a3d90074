import { useEffect, useState } from 'react';
import * as s from './feedback.css';
import { visuallyHidden } from './surfaces.css';

/**
 * A loading placeholder block: drawn with an outline of ≥ 3:1 on the surface it sits on (the
 * surface's focus-ring colour), hidden from assistive tech (SkeletonList says "Loading…" instead).
 */
export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: number | string;
  height?: number | string;
}) {
  return <span className={s.skeleton} style={{ width, height }} aria-hidden="true" />;
}

/**
 * Placeholder rows while a screen loads. The rows are the busy region (aria-busy); a polite status
 * says `label` ("กำลังโหลด…" / "Loading…") in words, visually hidden. The status is in the page
 * before its words arrive (they are set once it is mounted), so screen readers announce them.
 */
export function SkeletonList({ rows = 3, label }: { rows?: number; label: string }) {
  const [announced, setAnnounced] = useState(false);
  useEffect(() => setAnnounced(true), []);
  return (
    <div className={s.skeletonList} data-testid="skeleton-list">
      <p role="status" aria-label={label} className={visuallyHidden}>
        {announced ? label : null}
      </p>
      <div className={s.skeletonRows} aria-busy="true">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          <Skeleton key={i} height={72} />
        ))}
      </div>
    </div>
  );
}
