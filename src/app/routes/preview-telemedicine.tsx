/** /preview-telemedicine/{code}: the summary to confirm, with consent to share. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { TelemedPreview } from '../../features/telemed/components/code';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <PageFrame title={t('routes.previewTelemedicine')} backTo="/telemed-mart/all">
      <TelemedPreview code={id} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
