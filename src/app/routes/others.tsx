/** /others/{type?}: the partner's help pages; an unknown type is "page not found". */
import { UNSAFE_ErrorResponseImpl as ErrorResponse, useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { OthersIndexView, OthersPageView } from '../../features/content/components/others-view';
import { isHelpPage } from '../../features/content/lib/help-pages';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function OthersScreen() {
  const { t } = useTranslation('content');
  const { type } = useParams();
  // The route's own "page not found" (src/app/route-error.tsx), as for an unmatched path.
  if (type !== undefined && !isHelpPage(type)) throw new ErrorResponse(404, 'Not Found', 'Not Found');
  return (
    <PageFrame title={t('common:routes.others')} backTo={type ? '/others' : '/'}>
      {type ? <OthersPageView type={type} /> : <OthersIndexView />}
    </PageFrame>
  );
}

export default withQueryClient(OthersScreen);
