/** /article/{id} and /article/partner/{id}: one article, its Markdown body rendered safely. */
import { formatInstant } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useArticle } from '../api/articles';
import { Markdown } from '../lib/markdown';
import * as s from './content.css';
import { ContentState } from './content-state';

export function ArticleDetailView({
  id,
  backTo,
}: {
  id: string | undefined;
  backTo: '/article' | '/article/partner';
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const query = useArticle(id, locale);
  const a = query.data;
  return (
    <ContentState query={query} rows={4} notFound={{ to: backTo, label: t('articles.backToList') }}>
      {() =>
        a ? (
          <article className={s.stack} data-testid="article-detail">
            {a.image_url ? (
              <img className={s.hero} src={a.image_url} alt="" width={640} height={360} />
            ) : null}
            <h2 className={s.title}>{a.title}</h2>
            <p className={s.meta}>
              <span>{formatInstant(a.published_at, locale)}</span>
              {a.reading_minutes ? (
                <span>{t('articles.readingMinutes', { count: a.reading_minutes })}</span>
              ) : null}
            </p>
            <Markdown source={a.body} />
          </article>
        ) : null
      }
    </ContentState>
  );
}
