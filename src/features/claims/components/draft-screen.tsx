/** The e-Claim draft for the screens beside the form (/symptom, /attach-file-other). */
import type { ReactNode } from 'react';
import type { EclaimDraft } from '../../../../shared/api/schemas/claims';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchOffIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/i18n';
import { useDraft } from '../api/claims';
import { useClaimStates } from '../lib/states';

/** The draft's load states, "no e-Claim yet" with the way to start one, else children(draft). */
export function DraftScreen({ children }: { children: (draft: EclaimDraft) => ReactNode }) {
  const { t } = useTranslation('claims');
  const query = useDraft();
  const states = useClaimStates();
  return (
    <QueryState {...states} query={query}>
      {(draft) =>
        draft ? (
          children(draft)
        ) : (
          <EmptyState
            icon={<SearchOffIcon size={48} />}
            title={t('start.title')}
            link={{ to: '/coverages/eclaim', label: t('start.chooseCard') }}
          />
        )
      }
    </QueryState>
  );
}
