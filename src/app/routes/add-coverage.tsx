/** /add-coverage?card=…: a benefit line of a self-added card. */
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { CoverageFormView } from '../../features/cards/components/coverage-form-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function AddCoverageScreen() {
  const { t } = useTranslation('cards');
  const [params] = useSearchParams();
  const cardId = params.get('card');
  return (
    <PageFrame title={t('common:routes.addCoverage')} backTo={cardId ? `/coverages/${cardId}` : '/coverages'}>
      <CoverageFormView cardId={cardId} benefitId={null} family={false} />
    </PageFrame>
  );
}

export default withQueryClient(AddCoverageScreen);
