/** /telemedicine/{code}: a provider, its services, fee and working hours. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ProviderDetail } from '../../features/telemed/components/providers';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <PageFrame title={t('routes.telemedicine')} backTo="/telemed-mart/all">
      <ProviderDetail code={id} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
