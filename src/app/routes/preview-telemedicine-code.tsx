/** /preview-telemedicine-code/{id}: the consultation code and QR for the provider. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { TelemedCodeScreen } from '../../features/telemed/components/code';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <PageFrame title={t('routes.previewTelemedicineCode')} backTo="/telemed-mart">
      <TelemedCodeScreen id={id} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
