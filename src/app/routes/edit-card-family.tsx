/** /edit-card-family: a self-added card of a family member (edit). */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { CardFormView } from '../../features/cards/components/card-form-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function EditCardFamilyScreen() {
  const { t } = useTranslation('cards');
  const { id } = useParams();
  return (
    <PageFrame title={t('common:routes.editCardFamily')} backTo="/family-coverages">
      <CardFormView mode="edit" family={true} cardId={id} />
    </PageFrame>
  );
}

export default withQueryClient(EditCardFamilyScreen);
