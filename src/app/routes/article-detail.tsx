/** /article/{id}: one article; back leads to the list it was opened from (isTpaArticle). */
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ArticleDetailView } from '../../features/content/components/article-detail-view';
import { useArticleOrigin } from '../../features/content/stores/article-origin';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function ArticleDetailScreen() {
  const { t } = useTranslation('content');
  const { id } = useParams();
  const backTo = useArticleOrigin((st) => (st.isTpaArticle ? '/article' : '/article/partner'));
  return (
    <PageFrame title={t('common:routes.articleDetail')} backTo={backTo}>
      <ArticleDetailView id={id} backTo={backTo} />
    </PageFrame>
  );
}

export default withQueryClient(ArticleDetailScreen);
