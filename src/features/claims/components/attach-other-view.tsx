/** /attach-file-other: other documents for the e-Claim draft (same rules as the other kinds). */
import { LinkButton } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/i18n';
import { useAttachUpload, useDeleteAttachment } from '../api/claims';
import { AttachKind } from './attach-kind';
import * as s from './claims.css';
import { DraftScreen } from './draft-screen';

export function AttachOtherView() {
  const { t } = useTranslation('claims');
  const attach = useAttachUpload();
  const remove = useDeleteAttachment();
  return (
    <DraftScreen>
      {(draft) => (
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
      )}
    </DraftScreen>
  );
}
