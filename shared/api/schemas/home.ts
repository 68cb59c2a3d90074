import { z } from 'zod';
import { DateSchema, LangSchema, TimestampSchema } from './common';

// --- GET|POST /api/v2/home?lang= ---

export const HomeQuerySchema = z.object({
  lang: LangSchema.optional().meta({ description: 'Language of the texts in the answer (default th).' }),
});

/** POST body: optional; `lang` here is used when the query has none. */
export const HomeBodySchema = z
  .object({ lang: LangSchema.optional() })
  .strict()
  .optional()
  .meta({ id: 'HomeRequest', description: 'Optional. `lang` is used when the query string has none.' });

export const NOTIFICATION_GROUPS = ['claim', 'promotion', 'general'] as const;
export const NotificationGroupSchema = z.enum(NOTIFICATION_GROUPS).meta({
  description: 'claim: claim status; promotion: promotions and articles; general: everything else.',
});
export type NotificationGroup = z.infer<typeof NotificationGroupSchema>;

export const HomeBannerSchema = z
  .object({
    slot: z.enum(['banner_1', 'banner_2']),
    image: z.string().meta({ description: 'Image URL (theme banner_id_N).' }),
    url: z.string().meta({ description: 'Link target (theme banner_url_N); empty for none.' }),
  })
  .meta({ id: 'HomeBanner' });

export const PromotionSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    image_url: z.string().nullable(),
    start_date: DateSchema.meta({ description: 'First valid day (inclusive, Thailand time).' }),
    end_date: DateSchema.meta({ description: 'Last valid day (inclusive, Thailand time).' }),
  })
  .meta({ id: 'PromotionSummary' });

export const ArticleSummarySchema = z
  .object({
    id: z.string(),
    source: z.enum(['tpa', 'partner']).meta({ description: 'Written by the TPA or by the partner.' }),
    title: z.string(),
    summary: z.string(),
    image_url: z.string().nullable(),
    published_at: TimestampSchema,
  })
  .meta({ id: 'ArticleSummary' });

export const HomeDataSchema = z
  .object({
    lang: LangSchema,
    member: z.object({
      id: z.string(),
      name: z.string(),
      surname: z.string(),
    }),
    notifications: z.object({
      unread: z.object({
        claim: z.number().int().min(0),
        promotion: z.number().int().min(0),
        general: z.number().int().min(0),
      }),
      total_unread: z.number().int().min(0),
    }),
    banners: z.array(HomeBannerSchema).meta({ description: 'Theme banners whose status is 1, in order.' }),
    section_banners: z
      .object({ promotion: z.string(), blog: z.string() })
      .meta({ description: 'Theme banner_promotion and banner_blog images.' }),
    promotions: z
      .array(PromotionSummarySchema)
      .meta({ description: 'Current promotions for the partner, highlighted first.' }),
    articles: z.array(ArticleSummarySchema).meta({ description: 'Highlighted articles, newest first.' }),
    cards: z.object({ count: z.number().int().min(0) }),
  })
  .meta({ id: 'HomeData' });
export type HomeData = z.infer<typeof HomeDataSchema>;

export const HomeResponseSchema = z.object({ data: HomeDataSchema }).meta({ id: 'HomeResponse' });
