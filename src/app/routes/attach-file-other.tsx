/** /attach-file-other: other documents for the e-Claim (src/features/claims). */
import { PageFrame } from '../../components/layout/page-frame';
import { AttachOtherView } from '../../features/claims/components/attach-other-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

export default withQueryClient(function AttachFileOtherScreen() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.attachFileOther')} backTo="/e-claim">
      <AttachOtherView />
    </PageFrame>
  );
});
