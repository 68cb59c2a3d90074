/**
 * The partner's help pages (/others/{type}): Markdown files partners/<id>/pages/<type>.<lang>.md.
 * A partner that has no file for a page gets the default partner's (its FAQ, say, is the TPA's);
 * `npm run validate:partners` checks that the default partner has every page in both languages and
 * that any other partner's page comes in both languages and starts with a "# " title
 * (docs/decisions/053-content-and-notifications.md). Files are read once per server: partner
 * configuration does not change while it runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HELP_PAGE_TYPES, type HelpPage, type HelpPageType } from '../../../shared/api/schemas/content';
import { lineOaUrl } from '../../../shared/engine/tiles/visible-tiles';
import { type ParsedPage, parseHelpPage as parsePage } from '../../../shared/engine/partner/help-page';
import { ApiError } from '../../http/api-error';
import type { Lang } from '../../db/types';
import type { LoadedPartner, PartnerRegistry } from '../../partners/registry';

export const pagesDirOf = (partner: Pick<LoadedPartner, 'assetsDir'>) =>
  join(dirname(partner.assetsDir), 'pages');
export const pageFile = (dir: string, type: string, lang: Lang) => join(dir, `${type}.${lang}.md`);

// The one parser of a help page file, shared with the partner validator (shared/engine/partner/help-page.ts).

const cache = new Map<string, ParsedPage | null>();

function readPage(dir: string, type: HelpPageType, lang: Lang): ParsedPage | null {
  const file = pageFile(dir, type, lang);
  if (cache.has(file)) return cache.get(file)!;
  const page = existsSync(file) ? parsePage(readFileSync(file, 'utf8')) : null;
  cache.set(file, page);
  return page;
}

const isPageType = (type: string): type is HelpPageType =>
  (HELP_PAGE_TYPES as readonly string[]).includes(type);

function resolvePage(partners: PartnerRegistry, partner: LoadedPartner, type: HelpPageType, lang: Lang) {
  return readPage(pagesDirOf(partner), type, lang) ?? readPage(pagesDirOf(partners.default), type, lang);
}

export function listHelpPages(partners: PartnerRegistry, partner: LoadedPartner, lang: Lang) {
  return HELP_PAGE_TYPES.flatMap((type) => {
    const page = resolvePage(partners, partner, type, lang);
    return page ? [{ type, title: page.title }] : [];
  });
}

export function getHelpPage(
  partners: PartnerRegistry,
  partner: LoadedPartner,
  type: string,
  lang: Lang,
): HelpPage {
  const page = isPageType(type) ? resolvePage(partners, partner, type, lang) : null;
  if (!isPageType(type) || !page) throw new ApiError('PAGE_NOT_FOUND');
  const lineId = partner.theme.line_oa_id || null;
  return {
    type,
    title: page.title,
    body: page.body,
    contact: { line_oa_id: lineId, line_url: lineId ? lineOaUrl(lineId) : null },
  };
}
