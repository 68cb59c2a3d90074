/** Query keys of the content feature, and paging of its lists. */
export const contentKeys = {
  promotions: (lang: string) => ['content', 'promotions', lang] as const,
  promotion: (id: string, lang: string) => ['content', 'promotion', id, lang] as const,
  articles: (lang: string, source: string) => ['content', 'articles', lang, source] as const,
  article: (id: string, lang: string) => ['content', 'article', id, lang] as const,
  pages: (lang: string) => ['content', 'pages', lang] as const,
  page: (type: string, lang: string) => ['content', 'page', type, lang] as const,
};

/** How many promotions or articles one page of a list shows. */
export const CONTENT_PAGE_SIZE = 10;

/** The page after `last`, or undefined when every item has been loaded. */
export function nextPage(last: { page: number; page_size: number; total: number }): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}
