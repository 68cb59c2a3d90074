/** /article/partner/{id?}: the partner's own articles, or one of them. */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ArticleDetailView } from '../../features/content/components/article-detail-view';
import { ArticleListView } from '../../features/content/components/article-list-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function ArticlePartnerScreen() {
  const { t } = useTranslation('content');
  const { id } = useParams();
  return id ? (
    <PageFrame title={t('common:routes.articleDetail')} backTo="/article/partner">
      <ArticleDetailView id={id} backTo="/article/partner" />
    </PageFrame>
  ) : (
    <PageFrame title={t('common:routes.articlePartner')} backTo="/article">
      <ArticleListView source="partner" />
    </PageFrame>
  );
}

export default withQueryClient(ArticlePartnerScreen);
