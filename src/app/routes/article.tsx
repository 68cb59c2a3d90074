/** /article: the TPA's health articles. */
import { PageFrame } from '../../components/layout/page-frame';
import { ArticleListView } from '../../features/content/components/article-list-view';
import { useTranslation } from '../../lib/i18n';
import { withQueryClient } from '../../lib/query';

function ArticleScreen() {
  const { t } = useTranslation('content');
  return (
    <PageFrame title={t('common:routes.article')} backTo="/">
      <ArticleListView source="tpa" />
    </PageFrame>
  );
}

export default withQueryClient(ArticleScreen);
