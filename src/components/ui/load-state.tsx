import type { ReactNode } from 'react';
import type { Load } from '../../lib/use-load';
import { useTranslation } from '../../lib/i18n';
import * as s from './form.css';
import { SkeletonList } from './skeleton';

/** What a screen shows while its data loads (skeleton rows), when it failed (an alert), and when ready. */
export function LoadState<T>({
  result,
  rows,
  failed,
  children,
}: {
  result: Load<T>;
  rows: number;
  /** The message when loading failed (or a function of the error, for the server's own message). */
  failed: string | ((error: unknown) => string);
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (result.state === 'loading') return <SkeletonList rows={rows} label={t('app.loading')} />;
  if (result.state === 'error') {
    return (
      <p className={s.formError} role="alert">
        {typeof failed === 'function' ? failed(result.error) : failed}
      </p>
    );
  }
  return <>{children(result.data)}</>;
}
