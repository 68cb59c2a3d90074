/**
 * Promotions, articles and the partner's help pages (issue 12). Rich texts (body, terms, help pages)
 * are Markdown: the app renders them to React elements without raw HTML
 * (docs/decisions/053-content-and-notifications.md).
 */
import { z } from 'zod';
import { HELP_PAGE_TYPES as HELP_PAGES } from '../../engine/partner/help-page';
import { DateSchema, LangSchema, TimestampSchema, text } from './common';
import { ArticleSummarySchema, PromotionSummarySchema } from './home';

const paging = {
  lang: LangSchema.optional().meta({ description: 'Language of the texts (default th).' }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
};

export const LangQuerySchema = z.object({
  lang: LangSchema.optional().meta({ description: 'Language of the texts (default th).' }),
});

export const ContentIdParamsSchema = z.object({
  id: z.uuid().meta({ description: 'Promotion or article id.' }),
});

// --- Promotions ---

export const PromotionListQuerySchema = z.object(paging);

const pageOf = <T extends z.ZodType>(item: T, id: string, empty: string) =>
  z
    .object({
      data: z.object({
        items: z.array(item).meta({ description: empty }),
        page: z.number().int(),
        page_size: z.number().int(),
        total: z.number().int().min(0),
      }),
    })
    .meta({ id });

export const PromotionPageResponseSchema = pageOf(
  PromotionSummarySchema,
  'PromotionPageResponse',
  'The partner\'s running promotions, its own first, then ending soonest. Empty: the app shows "no promotion".',
);

export const PROMOTION_STATUSES = ['current', 'expired'] as const;

export const PromotionDetailSchema = z
  .object({
    id: z.string(),
    category: z.string(),
    title: z.string(),
    summary: z.string(),
    body: z.string().meta({ description: 'Markdown.' }),
    terms: z.string().meta({ description: 'Markdown; empty when the offer has no conditions.' }),
    image_url: z.string().nullable(),
    start_date: DateSchema,
    end_date: DateSchema.meta({ description: 'Last valid day (inclusive, Thailand time).' }),
    status: z
      .enum(PROMOTION_STATUSES)
      .meta({ description: 'expired: past end_date; the app says so and offers no way to use it.' }),
    hospital: z
      .object({ id: z.string(), name: z.string(), phone: z.string().nullable() })
      .nullable()
      .meta({ description: 'Where the offer is used, when it is one hospital.' }),
  })
  .meta({ id: 'PromotionDetail' });
export type PromotionDetail = z.infer<typeof PromotionDetailSchema>;

export const PromotionResponseSchema = z
  .object({ data: PromotionDetailSchema })
  .meta({ id: 'PromotionResponse' });

// --- Articles ---

export const ARTICLE_SOURCES = ['tpa', 'partner'] as const;

export const ArticleListQuerySchema = z.object({
  ...paging,
  source: z
    .enum(ARTICLE_SOURCES)
    .default('tpa')
    .meta({ description: "tpa: the TPA's articles (every partner); partner: the partner's own." }),
});

export const ArticlePageResponseSchema = pageOf(
  ArticleSummarySchema,
  'ArticlePageResponse',
  'Newest first. Empty: the app shows "no article".',
);

export const ArticleDetailSchema = z
  .object({
    id: z.string(),
    source: z.enum(ARTICLE_SOURCES),
    title: z.string(),
    summary: z.string(),
    body: z.string().meta({ description: 'Markdown.' }),
    image_url: z.string().nullable(),
    published_at: TimestampSchema,
    reading_minutes: z.number().int().nullable(),
    tags: z.array(z.string()),
  })
  .meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

export const ArticleResponseSchema = z.object({ data: ArticleDetailSchema }).meta({ id: 'ArticleResponse' });

// --- Help pages (/others/{type}) ---

// Defined with the help page parser, which the partner validator shares (shared/engine/partner/help-page.ts).
export const HELP_PAGE_TYPES = HELP_PAGES;
export type HelpPageType = (typeof HELP_PAGE_TYPES)[number];

export const HelpPageParamsSchema = z.object({
  type: text()
    .max(32)
    .meta({ description: `One of ${HELP_PAGE_TYPES.join(', ')}; any other is 404 PAGE_NOT_FOUND.` }),
});

export const HelpPageSummarySchema = z
  .object({
    type: z.enum(HELP_PAGE_TYPES),
    title: z.string().meta({ description: "The page's first heading." }),
  })
  .meta({ id: 'HelpPageSummary' });

export const HelpPageListResponseSchema = z
  .object({ data: z.object({ items: z.array(HelpPageSummarySchema) }) })
  .meta({ id: 'HelpPageListResponse' });

export const HelpPageSchema = z
  .object({
    type: z.enum(HELP_PAGE_TYPES),
    title: z.string(),
    body: z.string().meta({ description: 'Markdown without the title heading.' }),
    contact: z
      .object({
        line_oa_id: z.string().nullable().meta({ description: "The partner's official LINE account." }),
        line_url: z.string().nullable(),
      })
      .meta({ description: "From the partner's theme." }),
  })
  .meta({ id: 'HelpPage' });
export type HelpPage = z.infer<typeof HelpPageSchema>;

export const HelpPageResponseSchema = z.object({ data: HelpPageSchema }).meta({ id: 'HelpPageResponse' });
