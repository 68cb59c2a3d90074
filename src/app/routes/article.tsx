/** /article: the TPA's health articles. */
import { ArticleListView } from '../../features/content/components/article-list-view';
import { withQueryClient } from '../../lib/query';
import { screen } from '../screen';

export default screen({
  title: 'article',
  backTo: '/',
  query: withQueryClient,
  render: () => <ArticleListView source="tpa" />,
});
