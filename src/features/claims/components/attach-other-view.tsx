/** /attach-file-other: other documents for the e-Claim draft (same rules as the other kinds). */
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { SearchOffIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useAttachUpload, useDeleteAttachment, useDraft } from '../api/claims';
import { AttachKind } from './attach-kind';
import * as s from './claims.css';
import { QueryView } from './state';

export function AttachOtherView() {
  const { t } = useTranslation('claims');
  const query = useDraft();
  const attach = useAttachUpload();
  const remove = useDeleteAttachment();
  return (
    <QueryView query={query}>
      {(draft) =>
        !draft ? (
          <EmptyState
            icon={<SearchOffIcon size={48} />}
            title={t('start.title')}
            link={{ to: '/coverages/eclaim', label: t('start.chooseCard') }}
          />
        ) : (
          <div className={s.stack}>
            <AttachKind
              kind="other"
              existing={draft.attachments.filter((a) => a.kind === 'other')}
              onAttach={(uploadId) => attach.mutateAsync({ upload_id: uploadId, kind: 'other' })}
              onDelete={(id) => remove.mutateAsync(id)}
            />
            <LinkButton to="/e-claim" block>
              {t('attach.backToClaim')}
            </LinkButton>
          </div>
        )
      }
    </QueryView>
  );
}
