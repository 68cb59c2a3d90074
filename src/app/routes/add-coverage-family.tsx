/** /add-coverage-family?card=…: a benefit line of a self-added card of a family member. */
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { CoverageFormView } from '../../features/cards/components/coverage-form-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function AddCoverageFamilyScreen() {
  const { t } = useTranslation('cards');
  const [params] = useSearchParams();
  const cardId = params.get('card');
  return (
    <PageFrame
      title={t('common:routes.addCoverageFamily')}
      backTo={cardId ? `/family-coverages/${cardId}` : '/family-coverages'}
    >
      <CoverageFormView cardId={cardId} benefitId={null} family={true} />
    </PageFrame>
  );
}

export default withQueryClient(AddCoverageFamilyScreen);
