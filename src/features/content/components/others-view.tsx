/**
 * /others and /others/{type}: the partner's help pages (FAQ, contact, about, terms) from its Markdown
 * files. The contact page adds the partner's official LINE account. Without a type: the index.
 */
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { ExternalIcon } from '../../../components/ui/icons';
import { pathTo } from '../../../../shared/config/routes';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useHelpPage, useHelpPages } from '../api/pages';
import { Markdown } from '../lib/markdown';
import * as s from './content.css';
import { contentStates } from '../lib/states';

export function OthersIndexView() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const lp = useLocalePath();
  const query = useHelpPages(locale);
  return (
    <QueryState query={query} rows={4} {...contentStates(t, { to: '/', label: t('common:nav.home') })}>
      {() => (
        <ul className={s.list} aria-label={t('others.index')} data-testid="others-index">
          {query.data?.items.map((page) => (
            <li key={page.type}>
              <Link className={s.rowLink} to={lp(pathTo('/others/:type?', { type: page.type }))}>
                {page.title}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

export function OthersPageView({ type }: { type: string }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const query = useHelpPage(type, locale);
  const page = query.data;
  return (
    <QueryState query={query} rows={4} {...contentStates(t, { to: '/others', label: t('others.index') })}>
      {() =>
        page ? (
          <article className={s.stack} data-testid={`others-${page.type}`}>
            <h2 className={s.title}>{page.title}</h2>
            <Markdown source={page.body} />
            {page.type === 'contact' && page.contact.line_url ? (
              <a className={s.rowLink} href={page.contact.line_url} target="_blank" rel="noopener noreferrer">
                {t('others.line', { id: page.contact.line_oa_id })}
                <ExternalIcon size={18} />
              </a>
            ) : null}
          </article>
        ) : null
      }
    </QueryState>
  );
}
