/** /search-idcard: find a policy held at the TPA by national id, then confirm with an OTP. */
import { PageFrame } from '../../components/layout/page-frame';
import { SearchIdcardView } from '../../features/cards/components/search-idcard-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function SearchIdcardScreen() {
  const { t } = useTranslation('cards');
  return (
    <PageFrame title={t('common:routes.searchIdcard')} backTo="/coverages">
      <SearchIdcardView family={false} />
    </PageFrame>
  );
}

export default withQueryClient(SearchIdcardScreen);
