/** /claim-status and /claim-status/{id}: the claims list, or one claim's timeline (src/features/claims). */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ClaimStatusDetail, ClaimStatusList } from '../../features/claims/components/claim-status-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

export default withQueryClient(function ClaimStatusScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <PageFrame title={t('routes.claimStatus')} backTo={id ? '/claim-status' : '/'}>
      {id ? <ClaimStatusDetail id={id} /> : <ClaimStatusList />}
    </PageFrame>
  );
});
