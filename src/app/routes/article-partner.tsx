/** /article/partner/{id?}: the partner's own articles, or one of them. */
import { ArticleDetailView } from '../../features/content/components/article-detail-view';
import { ArticleListView } from '../../features/content/components/article-list-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: ({ params }) => (params.id ? 'articleDetail' : 'articlePartner'),
  backTo: ({ params }) => (params.id ? '/article/partner' : '/article'),
  query: withQueryClient,
  render: ({ params: { id } }) =>
    id ? <ArticleDetailView id={id} backTo="/article/partner" /> : <ArticleListView source="partner" />,
});
