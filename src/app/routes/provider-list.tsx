/** /provider-list: e-Claim's treatment place; choosing returns to ?returnTo (else /e-claim) with ?provider=. */
import { PageFrame } from '../../components/layout/page-frame';
import { ProviderListView } from '../../features/hospitals/components/hospital-screens';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function ProviderListScreen() {
  const { t } = useTranslation('hospitals');
  return (
    <PageFrame title={t('common:routes.providerList')} backTo="/e-claim">
      <ProviderListView />
    </PageFrame>
  );
}

export default withQueryClient(ProviderListScreen);
