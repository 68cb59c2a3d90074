import { useTranslation } from '../lib/i18n';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { buttonClassName } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { AlertIcon, SearchOffIcon } from '../components/ui/icons';
import { useLocalePath } from '../lib/locale';
import { usePageTitle } from './app-shell';

/** Describes a route error: 404 for unmatched paths and bad parameters, else its status (default 500). */
export function describeRouteError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown;
    const message = typeof data === 'string' && data ? data : error.statusText || null;
    return { status: error.status, message };
  }
  if (error instanceof Error) return { status: 500, message: error.message || null };
  return { status: 500, message: null };
}

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { status, message } = describeRouteError(error);
  const notFound = status === 404;
  const title = notFound ? t('errors.notFoundTitle') : t('errors.errorTitle');
  usePageTitle(title);
  if (!notFound) console.error(error);
  return (
    <PageFrame title={title} backTo="/">
      <EmptyState
        icon={notFound ? <SearchOffIcon size={48} /> : <AlertIcon size={48} />}
        title={title}
        testId={notFound ? 'not-found' : 'route-error'}
        action={
          <Link className={buttonClassName({ variant: 'primary' })} to={lp('/')}>
            {t('actions.goHome')}
          </Link>
        }
      >
        <p>{notFound ? t('errors.notFoundBody') : t('errors.errorBody')}</p>
        {!notFound ? (
          <p data-testid="error-status">
            {t('errors.statusCode', { status })}
            {message && status !== 500 ? ` · ${message}` : ''}
          </p>
        ) : null}
      </EmptyState>
    </PageFrame>
  );
}
