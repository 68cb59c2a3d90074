/** /telemed-mart/search: search providers by name, speciality and language; open now. */

import { PageFrame } from '../../components/layout/page-frame';
import { ProviderSearch } from '../../features/telemed/components/providers';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();

  return (
    <PageFrame title={t('routes.telemedSearch')} backTo="/telemed-mart/all">
      <ProviderSearch cardId={undefined} />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
