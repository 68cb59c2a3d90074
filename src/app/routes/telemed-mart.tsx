/** /telemed-mart: what Telemed Mart is and the member's cards that can be used. */

import { PageFrame } from '../../components/layout/page-frame';
import { TelemedMartIntro } from '../../features/telemed/components/choose';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function Screen() {
  const { t } = useTranslation();

  return (
    <PageFrame title={t('routes.telemedMart')} backTo="/">
      <TelemedMartIntro />
    </PageFrame>
  );
}

export default withQueryClient(Screen);
