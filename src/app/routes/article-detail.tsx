/** /article/{id}: one article; back leads to the list it was opened from (isTpaArticle). */
import { ArticleDetailView } from '../../features/content/components/article-detail-view';
import { useArticleOrigin } from '../../features/content/stores/article-origin';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  use: () => useArticleOrigin((st) => (st.isTpaArticle ? '/article' : '/article/partner')),
  title: 'articleDetail',
  backTo: ({ data: backTo }) => backTo,
  query: withQueryClient,
  render: ({ params, data: backTo }) => <ArticleDetailView id={params.id} backTo={backTo} />,
});
