/** /search-idcard-family: find a policy held at the TPA by national id, then confirm with an OTP. */
import { PageFrame } from '../../components/layout/page-frame';
import { SearchIdcardView } from '../../features/cards/components/search-idcard-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function SearchIdcardFamilyScreen() {
  const { t } = useTranslation('cards');
  return (
    <PageFrame title={t('common:routes.searchIdcardFamily')} backTo="/family-coverages">
      <SearchIdcardView family={true} />
    </PageFrame>
  );
}

export default withQueryClient(SearchIdcardFamilyScreen);
