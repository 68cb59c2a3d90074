/**
 * The partner's help pages (/others/{type}): Markdown files pages/<type>.<lang>.md of the partner's
 * live configuration version (in memory: server/partners/registry.ts, docs/decisions/079-partner-config-
 * versions.md). A partner that has no file for a page gets the default partner's (its FAQ, say, is the
 * TPA's); `npm run validate:partners` checks that the default partner has every page in both languages
 * and that any other partner's page comes in both languages and starts with a "# " title
 * (docs/decisions/053-content-and-notifications.md). Each file is parsed once per version.
 */
import { HELP_PAGE_TYPES, type HelpPage, type HelpPageType } from '../../../shared/api/schemas/content';
import { lineOaUrl } from '../../../shared/engine/tiles/visible-tiles';
import { type ParsedPage, parseHelpPage as parsePage } from '../../../shared/engine/partner/help-page';
import { ApiError } from '../../http/api-error';
import type { Lang } from '../../db/types';
import { fileText } from '../../partners/folder-files';
import type { LoadedPartner, PartnerRegistry } from '../../partners/registry';

const pageFile = (type: string, lang: Lang) => `pages/${type}.${lang}.md`;

// The one parser of a help page file, shared with the partner validator (shared/engine/partner/help-page.ts).

const cache = new WeakMap<Uint8Array, ParsedPage | null>();

function readPage(partner: Pick<LoadedPartner, 'files'>, type: HelpPageType, lang: Lang): ParsedPage | null {
  const bytes = partner.files.get(pageFile(type, lang));
  if (!bytes) return null;
  if (!cache.has(bytes)) cache.set(bytes, parsePage(fileText(bytes)));
  return cache.get(bytes)!;
}

const isPageType = (type: string): type is HelpPageType =>
  (HELP_PAGE_TYPES as readonly string[]).includes(type);

function resolvePage(partners: PartnerRegistry, partner: LoadedPartner, type: HelpPageType, lang: Lang) {
  return readPage(partner, type, lang) ?? readPage(partners.default, type, lang);
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
