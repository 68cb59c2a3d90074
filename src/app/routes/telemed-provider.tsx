/** /telemed-mart/{category}: the providers of one kind, or all of them. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ProviderMarket } from '../../features/telemed/components/providers';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <PageFrame title={t('routes.telemedProvider')} backTo="/telemed-mart">
      <ProviderMarket category={id} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
