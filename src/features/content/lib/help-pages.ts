/** The help page types /others/{type} serves: the contract's list, without zod in the route chunk. */
import type { HelpPageType } from '../../../../shared/api/schemas/content';

export const HELP_PAGES = ['faq', 'contact', 'about', 'terms'] as const satisfies readonly HelpPageType[];

export const isHelpPage = (type: string): type is HelpPageType =>
  (HELP_PAGES as readonly string[]).includes(type);
