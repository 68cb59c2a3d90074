/** The words of the content screens' load states (src/components/ui/query-state.tsx), in one place. */
import type { AppHref } from '../../../../shared/config/routes';
import type { useTranslation } from '../../../lib/i18n';

type T = ReturnType<typeof useTranslation>['t'];

/**
 * Loading, failure and "not found" for a content screen (another partner's, unknown or not yet
 * published items look the same); `back` is where "not found" leads.
 */
export const contentStates = (t: T, back: { to: AppHref; label: string }) => ({
  loadingLabel: t('content:loading'),
  failed: { title: t('content:errors.loadFailed'), testId: 'content-load-error' },
  notFound: {
    title: t('content:notFound.title'),
    body: t('content:notFound.body'),
    testId: 'content-not-found',
    link: back,
  },
});
