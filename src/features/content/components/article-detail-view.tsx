/** /article/{id} and /article/partner/{id}: one article, its Markdown body rendered safely. */
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useArticle } from '../api/articles';
import { Markdown } from '../lib/markdown';
import * as s from './content.css';
import { contentStates } from '../lib/states';

export function ArticleDetailView({
  id,
  backTo,
}: {
  id: string | undefined;
  backTo: '/article' | '/article/partner';
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const fmt = useFormat();
  const query = useArticle(id, locale);
  const a = query.data;
  return (
    <QueryState query={query} rows={4} {...contentStates(t, { to: backTo, label: t('articles.backToList') })}>
      {() =>
        a ? (
          <article className={s.stack} data-testid="article-detail">
            {a.image_url ? (
              <img className={s.hero} src={a.image_url} alt="" width={640} height={360} />
            ) : null}
            <h2 className={s.title}>{a.title}</h2>
            <p className={s.meta}>
              <span>{fmt.date(a.published_at)}</span>
              {a.reading_minutes ? (
                <span>{t('articles.readingMinutes', { count: a.reading_minutes })}</span>
              ) : null}
            </p>
            <Markdown source={a.body} />
          </article>
        ) : null
      }
    </QueryState>
  );
}
