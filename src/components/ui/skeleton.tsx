import * as s from './feedback.css';

/** A loading placeholder block; hidden from assistive tech (the page announces loading instead). */
export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: number | string;
  height?: number | string;
}) {
  return <span className={s.skeleton} style={{ width, height }} aria-hidden="true" />;
}

export function SkeletonList({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', gap: 12 }}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={i} height={72} />
      ))}
    </div>
  );
}
