/** /add-card-family: a self-added card of a family member. */
import { PageFrame } from '../../components/layout/page-frame';
import { CardFormView } from '../../features/cards/components/card-form-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function AddCardFamilyScreen() {
  const { t } = useTranslation('cards');
  return (
    <PageFrame title={t('common:routes.addCardFamily')} backTo="/family-coverages">
      <CardFormView mode="add" family={true} />
    </PageFrame>
  );
}

export default withQueryClient(AddCardFamilyScreen);
