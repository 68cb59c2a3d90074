/** /edit-coverage-family?card=…&benefit=…: a benefit line of a self-added card of a family member. */
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { CoverageFormView } from '../../features/cards/components/coverage-form-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function EditCoverageFamilyScreen() {
  const { t } = useTranslation('cards');
  const [params] = useSearchParams();
  const cardId = params.get('card');
  return (
    <PageFrame
      title={t('common:routes.editCoverageFamily')}
      backTo={cardId ? `/family-coverages/${cardId}` : '/family-coverages'}
    >
      <CoverageFormView cardId={cardId} benefitId={params.get('benefit')} family={true} />
    </PageFrame>
  );
}

export default withQueryClient(EditCoverageFamilyScreen);
