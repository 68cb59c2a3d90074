/** /insurance-list (?for=family): choose the insurer of a self-added card. */
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { InsuranceListView } from '../../features/cards/components/insurance-list-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function InsuranceListScreen() {
  const { t } = useTranslation('cards');
  const [params] = useSearchParams();
  const family = params.get('for') === 'family';
  return (
    <PageFrame title={t('common:routes.insuranceList')} backTo={family ? '/family-coverages' : '/coverages'}>
      <InsuranceListView family={family} />
    </PageFrame>
  );
}

export default withQueryClient(InsuranceListScreen);
