/** The help pages a partner may have (/others/{type}); shared/api/schemas/content.ts re-exports them. */
export const HELP_PAGE_TYPES = ['faq', 'contact', 'about', 'terms'] as const;

/** A help page file (partners/<id>/pages/<type>.<lang>.md, docs/decisions/053): its "# " title and the rest. */
export interface ParsedPage {
  title: string;
  body: string;
}

/** Splits a page file into its "# " title and the rest; null when it has no title line first. */
export function parseHelpPage(markdown: string): ParsedPage | null {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^# +(.+?) *\n/.exec(`${text.trimStart()}\n`);
  if (!match?.[1]) return null;
  return { title: match[1].trim(), body: text.trimStart().slice(match[0].length).trim() };
}
