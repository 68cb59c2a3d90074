/** /add-card: a self-added card. */
import { PageFrame } from '../../components/layout/page-frame';
import { CardFormView } from '../../features/cards/components/card-form-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function AddCardScreen() {
  const { t } = useTranslation('cards');
  return (
    <PageFrame title={t('common:routes.addCard')} backTo="/insurance-list">
      <CardFormView mode="add" family={false} />
    </PageFrame>
  );
}

export default withQueryClient(AddCardScreen);
