/**
 * Demo ids for the previewer's frames (issue 14): for each route of the route table that takes an id,
 * a real record the partner's preview member can see, so a frame of /promotion/:id shows a promotion
 * and /coverages/:id a card of that member rather than "not found". Each id is found through the same
 * queries the member API answers with (visible cards, claims, notifications, running promotions,
 * published articles, the partner's hospital network and Telemed providers), so a frame that opens it
 * gets an answer. A route with no such record is left out (the previewer then opens its list screen).
 * Screens that read their record from the query (/view-card-detail?id=…, /add-coverage?card=…) get
 * the whole query, starting with "?".
 */
import { sql } from 'kysely';
import type { RoutePattern } from '../../../shared/config/routes';
import type { AppContext } from '../../context';
import type { LoadedPartner } from '../../partners/registry';
import { visibleCards } from '../cards/cards';
import { listClaims } from '../claims/claims';
import { listArticles, listPromotions } from '../content/content';
import { listNotifications } from '../notifications/notifications';
import { previewMemberOf } from './preview-sessions';
import * as telemed from '../telemed/telemed';

export type PreviewExamples = Partial<Record<RoutePattern, string>>;

const FIRST = { page: 1, page_size: 1 };

export async function previewExamples(app: AppContext, partner: LoadedPartner): Promise<PreviewExamples> {
  const db = app.db;
  const now = app.now();
  const out: PreviewExamples = { '/telemed-mart/:id?': 'all', '/others/:type?': 'faq' };
  const set = (pattern: RoutePattern, id: string | undefined | null) => {
    if (id) out[pattern] = id;
  };

  const [promotions, tpaArticles, partnerArticles] = await Promise.all([
    listPromotions(db, partner.id, 'en', now, FIRST),
    listArticles(db, partner.id, 'en', now, 'tpa', FIRST),
    listArticles(db, partner.id, 'en', now, 'partner', FIRST),
  ]);
  set('/promotion/:id', promotions.items[0]?.id);
  set('/article/:id', tpaArticles.items[0]?.id ?? partnerArticles.items[0]?.id);
  set('/article/partner/:id?', partnerArticles.items[0]?.id);

  const hospital = await db
    .selectFrom('hospitals as h')
    .innerJoin('hospital_coverages as c', (join) =>
      join.onRef('c.hospital_id', '=', 'h.id').on('c.ins_code', '=', partner.partner.ins_code),
    )
    .where('h.is_active', '=', true)
    .select('h.code')
    .orderBy('h.code')
    .limit(1)
    .executeTakeFirst();
  set('/search-hospital/detail/:id', hospital?.code);

  const deps: telemed.TelemedDeps = {
    db,
    now,
    partner: {
      id: partner.id,
      insCode: partner.partner.ins_code,
      secret: partner.partner.secret_key,
      cardLimit: partner.partner.telemed_card_limit,
    },
  };
  const providers = await telemed.listProviders(deps, [], {});
  for (const pattern of [
    '/telemedicine/:id?',
    '/telemedicine-coverage/:id?',
    '/preview-telemedicine/:id?',
  ] as const)
    set(pattern, providers[0]?.code);

  const member = await previewMemberOf(app, partner);
  if (!member) return out;
  const viewer = { memberId: member.id, partnerId: partner.id };
  const cards = await visibleCards(db, member.id, partner.id)
    .select(['cards.id', 'cards.type', 'insured_persons.member_id as person_member_id'])
    .orderBy(sql`cards.type = 'self_added'`)
    .orderBy('cards.id')
    .execute();
  const own = cards.filter((c) => c.person_member_id === member.id);
  const family = cards.filter((c) => c.person_member_id !== member.id);
  set('/coverages/:id', own[0]?.id);
  set('/edit-card/:id?', own.find((c) => c.type === 'self_added')?.id);
  set('/family-coverages/:id?', family[0]?.id);
  set('/edit-card-family/:id?', family.find((c) => c.type === 'self_added')?.id);

  // Screens that take their card as a query parameter get the whole query ("?id=…", "?card=…").
  const ownAdded = own.find((c) => c.type === 'self_added')?.id;
  const familyAdded = family.find((c) => c.type === 'self_added')?.id;
  const benefitOf = async (cardId: string | undefined) =>
    cardId
      ? (
          await db
            .selectFrom('coverage_benefits')
            .select('id')
            .where('card_id', '=', cardId)
            .orderBy('position')
            .orderBy('id')
            .limit(1)
            .executeTakeFirst()
        )?.id
      : undefined;
  const [ownBenefit, familyBenefit] = await Promise.all([benefitOf(ownAdded), benefitOf(familyAdded)]);
  const query = (pattern: RoutePattern, params: Record<string, string | undefined>) => {
    if (Object.values(params).every(Boolean))
      set(pattern, `?${new URLSearchParams(params as Record<string, string>)}`);
  };
  query('/view-card-detail', { id: own[0]?.id });
  query('/hospital-list', { card: own.find((c) => c.type !== 'self_added')?.id });
  query('/add-coverage', { card: ownAdded });
  query('/add-coverage-family', { card: familyAdded });
  query('/edit-coverage', { card: ownAdded, benefit: ownBenefit });
  query('/edit-coverage-family', { card: familyAdded, benefit: familyBenefit });

  const [claims, notifications, telemedCards] = await Promise.all([
    listClaims(db, viewer, { limit: 1 }),
    listNotifications(db, member, 'en', now, undefined, { limit: 50 }),
    telemed.listTelemedCards(deps, viewer),
  ]);
  set('/claim-status/:id?', claims.claims[0]?.id);
  // The newest one that has not expired: the detail screen then shows the message, not "expired".
  set(
    '/notification/:id',
    notifications.items.find((n) => n.expires_at === null || new Date(n.expires_at) > now)?.id,
  );
  set('/telemed-mart/search/:id', telemedCards[0]?.id);
  return out;
}
