/** /telemedicine-coverage/{code}: what the chosen cards cover at this provider. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ProviderCoverage } from '../../features/telemed/components/providers';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <PageFrame title={t('routes.telemedicineCoverage')} backTo="/telemed-mart/all">
      <ProviderCoverage code={id} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
