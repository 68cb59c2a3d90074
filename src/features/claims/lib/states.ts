/** The words of the claim screens' load states (src/components/ui/query-state.tsx), in one place. */
import { useTranslation } from '../../../lib/i18n';

/** Loading and failure of a claim screen; with `notFound`, a claim that does not exist leads back to the list. */
export function useClaimStates({ notFound = false } = {}) {
  const { t } = useTranslation('claims');
  return {
    loadingLabel: t('loading'),
    failed: { title: t('errors.title'), fallback: t('errors.loadFailed'), testId: 'claims-error' },
    notFound: notFound
      ? {
          title: t('status.notFound'),
          testId: 'claim-not-found',
          link: { to: '/claim-status', label: t('status.backToList') } as const,
        }
      : undefined,
  };
}
