/**
 * Loads the consent documents: legal/documents.json lists the versions (kind, version, publication
 * date, whether members must accept again), and each version's text is one Markdown file per
 * language, legal/<kind>/v<version>.<th|en>.md, laid out as:
 *
 *   # Title
 *
 *   What changed since the previous version (optional; only before the first section).
 *
 *   ## 1. Section heading
 *
 *   Section body, verbatim: paragraphs separated by a blank line, lines starting with "• " are list items.
 *
 * The app shows the sections as they are (see SeedConsentSection), so the body is not rendered here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRecords, SeedDataError, shown } from './load';
import { legalDocumentRecord } from './schemas';
import type { SeedConsentDocument, SeedConsentSection } from './types';

interface LegalText {
  title: string;
  summaryOfChanges: string | null;
  sections: { heading: string; body: string }[];
}

/** One language's Markdown file of a document. */
export function parseLegalMarkdown(file: string): LegalText {
  const where = shown(file);
  if (!existsSync(file)) throw new SeedDataError([`${where}: missing (every document needs th and en)`]);
  const source = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const title = /^# (.+)\n/.exec(source);
  if (!title) throw new SeedDataError([`${where}: expected the first line to be "# <title>"`]);
  const [preamble = '', ...chunks] = source.slice(title[0].length).split(/^## /m);
  const problems: string[] = [];
  const sections = chunks.map((chunk, i) => {
    const newline = chunk.indexOf('\n');
    const heading = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
    const body = newline === -1 ? '' : chunk.slice(newline + 1).trim();
    if (!heading) problems.push(`${where}: section ${i + 1}: empty heading`);
    if (!body) problems.push(`${where}: section ${i + 1} ("${heading}"): empty body`);
    if (/^# /m.test(body)) problems.push(`${where}: section ${i + 1}: a second "# " title`);
    return { heading, body };
  });
  if (sections.length === 0) problems.push(`${where}: no "## " sections`);
  if (problems.length > 0) throw new SeedDataError(problems);
  return { title: title[1]!.trim(), summaryOfChanges: preamble.trim() || null, sections };
}

/** Every document of legal/documents.json with its texts. */
export function loadConsentDocuments(legalDir: string): SeedConsentDocument[] {
  return loadRecords(join(legalDir, 'documents.json'), legalDocumentRecord).map((meta) => {
    const file = (lang: 'th' | 'en') => join(legalDir, meta.kind, `v${meta.version}.${lang}.md`);
    const th = parseLegalMarkdown(file('th'));
    const en = parseLegalMarkdown(file('en'));
    const mismatch: string[] = [];
    if (th.sections.length !== en.sections.length)
      mismatch.push(`${th.sections.length} sections in Thai, ${en.sections.length} in English`);
    if ((th.summaryOfChanges === null) !== (en.summaryOfChanges === null))
      mismatch.push('a summary of changes in one language only');
    if (mismatch.length > 0)
      throw new SeedDataError(mismatch.map((m) => `${shown(file('th'))} and ${shown(file('en'))}: ${m}`));
    const sections: SeedConsentSection[] = th.sections.map((s, i) => ({
      heading: { th: s.heading, en: en.sections[i]!.heading },
      body: { th: s.body, en: en.sections[i]!.body },
    }));
    return {
      ...meta,
      title: { th: th.title, en: en.title },
      summaryOfChanges:
        th.summaryOfChanges !== null && en.summaryOfChanges !== null
          ? { th: th.summaryOfChanges, en: en.summaryOfChanges }
          : null,
      sections,
    };
  });
}
