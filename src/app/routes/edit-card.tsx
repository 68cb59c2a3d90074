/** /edit-card: a self-added card (edit). */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { CardFormView } from '../../features/cards/components/card-form-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function EditCardScreen() {
  const { t } = useTranslation('cards');
  const { id } = useParams();
  return (
    <PageFrame title={t('common:routes.editCard')} backTo="/coverages">
      <CardFormView mode="edit" family={false} cardId={id} />
    </PageFrame>
  );
}

export default withQueryClient(EditCardScreen);
