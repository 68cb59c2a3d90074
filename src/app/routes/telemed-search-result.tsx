/** /telemed-mart/search/{cardId}: the search, only providers that accept this chosen card. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ProviderSearch } from '../../features/telemed/components/providers';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <PageFrame title={t('routes.telemedSearchResult')} backTo="/telemed-mart/search">
      <ProviderSearch cardId={id} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
