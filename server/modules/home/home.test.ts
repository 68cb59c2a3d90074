import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRegistry } from '../../partners/registry';
import { createPartnerDatabase, type TestDatabase } from '../../testing/db';
import { createCard, createInsuredPerson, createMember } from '../../testing/fixtures';
import { countVisibleCards } from '../cards/cards';
import { countUnreadNotifications, getHomeData, HOME_ITEMS, themeBanners } from './home';
import { bangkokDate } from '../../platform/time';

let database: TestDatabase;
let partners: PartnerRegistry;
const NOW = new Date('2025-06-15T05:00:00Z');

beforeAll(async () => {
  ({ database, partners } = await createPartnerDatabase());
});
afterAll(() => database.destroy());

describe('bangkokDate', () => {
  it('is the calendar date in Thailand (UTC+7)', () => {
    expect(bangkokDate(new Date('2025-01-01T16:59:59Z'))).toBe('2025-01-01');
    expect(bangkokDate(new Date('2025-01-01T17:00:00Z'))).toBe('2025-01-02');
  });
});

describe('visible cards', () => {
  it("counts the member's own cards, viewable family cards and cards they added, never anyone else's", async () => {
    const db = database.db;
    const me = await createMember(db, 'default');
    const stranger = await createMember(db, 'default');
    const self = await createInsuredPerson(db, 'default', { member_id: me.id });
    const spouse = await createInsuredPerson(db, 'default');
    const hiddenChild = await createInsuredPerson(db, 'default');
    const strangerSelf = await createInsuredPerson(db, 'default', { member_id: stranger.id });
    await db
      .insertInto('family_links')
      .values([
        { member_id: me.id, insured_person_id: spouse.id, relation: 'spouse', can_view: true },
        { member_id: me.id, insured_person_id: hiddenChild.id, relation: 'child', can_view: false },
      ])
      .execute();
    await createCard(db, { partner_id: 'default', insured_person_id: self.id, type: 'group' });
    await createCard(db, { partner_id: 'default', insured_person_id: self.id, type: 'individual' });
    await createCard(db, { partner_id: 'default', insured_person_id: spouse.id });
    await createCard(db, { partner_id: 'default', insured_person_id: hiddenChild.id });
    await createCard(db, { partner_id: 'default', insured_person_id: strangerSelf.id });
    await createCard(db, {
      partner_id: 'default',
      insured_person_id: self.id,
      type: 'self_added',
      owner_member_id: me.id,
      ins_code: null,
    });
    // The spouse typed in a card of their own: it is theirs, not visible through the family link.
    await createCard(db, {
      partner_id: 'default',
      insured_person_id: spouse.id,
      type: 'self_added',
      owner_member_id: stranger.id,
      ins_code: null,
    });
    expect(await countVisibleCards(db, me.id)).toBe(4);
    expect(await countVisibleCards(db, stranger.id)).toBe(2);
  });
});

describe('home data', () => {
  it('counts unread, unexpired notifications per group for the member and their partner only', async () => {
    const db = database.db;
    const me = await createMember(db, 'default');
    const someoneElse = await createMember(db, 'default');
    const otherPartner = partners.all.find((p) => p.id !== 'default');
    const base = {
      title_th: 'ท',
      title_en: 'T',
      body_th: 'บ',
      body_en: 'B',
      created_at: '2025-06-01T00:00:00Z',
    };
    const rows = await db
      .insertInto('notifications')
      .values([
        { ...base, partner_id: 'default', member_id: me.id, category: 'claim' },
        { ...base, partner_id: 'default', member_id: me.id, category: 'claim' },
        { ...base, partner_id: 'default', member_id: someoneElse.id, category: 'claim' },
        { ...base, partner_id: 'default', category: 'promotion' },
        { ...base, partner_id: null, category: 'general' },
        { ...base, partner_id: 'default', category: 'general', expires_at: '2025-06-10T00:00:00Z' },
        { ...base, partner_id: 'default', category: 'general', created_at: '2025-07-01T00:00:00Z' },
        ...(otherPartner ? [{ ...base, partner_id: otherPartner.id, category: 'promotion' as const }] : []),
      ])
      .returning(['id', 'category', 'member_id'])
      .execute();
    const read = rows.find((r) => r.category === 'claim' && r.member_id === me.id)!;
    await db
      .insertInto('notification_reads')
      .values({ notification_id: read.id, member_id: me.id })
      .execute();
    expect(await countUnreadNotifications(db, me, NOW)).toEqual({ claim: 1, promotion: 1, general: 1 });
  });

  it("shows the partner's current promotions first and TPA and partner articles, in the member's language", async () => {
    const db = database.db;
    const me = await createMember(db, 'default');
    const text = (s: string) => ({
      title_th: `${s}-th`,
      title_en: `${s}-en`,
      summary_th: 'ส',
      summary_en: 's',
      body_th: 'บ',
      body_en: 'b',
    });
    const otherPartner = partners.all.find((p) => p.id !== 'default');
    await db
      .insertInto('promotions')
      .values([
        {
          ...text('global'),
          partner_id: null,
          category: 'checkup',
          start_date: '2025-06-01',
          end_date: '2025-06-20',
        },
        {
          ...text('mine'),
          partner_id: 'default',
          category: 'dental',
          start_date: '2025-06-01',
          end_date: '2025-06-30',
        },
        {
          ...text('expired'),
          partner_id: 'default',
          category: 'dental',
          start_date: '2025-01-01',
          end_date: '2025-06-14',
        },
        {
          ...text('future'),
          partner_id: 'default',
          category: 'dental',
          start_date: '2025-06-16',
          end_date: '2025-07-01',
        },
        ...(otherPartner
          ? [
              {
                ...text('theirs'),
                partner_id: otherPartner.id,
                category: 'wellness' as const,
                start_date: '2025-06-01',
                end_date: '2025-06-30',
              },
            ]
          : []),
      ])
      .execute();
    await db
      .insertInto('articles')
      .values([
        { ...text('tpa-old'), source: 'tpa', partner_id: null, published_at: '2025-05-01T00:00:00Z' },
        { ...text('tpa-new'), source: 'tpa', partner_id: null, published_at: '2025-06-10T00:00:00Z' },
        { ...text('tpa-future'), source: 'tpa', partner_id: null, published_at: '2025-08-01T00:00:00Z' },
        {
          ...text('partner'),
          source: 'partner',
          partner_id: 'default',
          published_at: '2025-04-01T00:00:00Z',
          is_highlighted: true,
        },
        ...(otherPartner
          ? [
              {
                ...text('their-article'),
                source: 'partner' as const,
                partner_id: otherPartner.id,
                published_at: '2025-06-01T00:00:00Z',
              },
            ]
          : []),
      ])
      .execute();
    const theme = partners.default.theme;
    const en = await getHomeData(db, { member: me, theme, lang: 'en', now: NOW });
    expect(en.promotions.map((p) => p.title)).toEqual(['mine-en', 'global-en']);
    expect(en.promotions[0]).toMatchObject({
      start_date: '2025-06-01',
      end_date: '2025-06-30',
      summary: 's',
    });
    expect(en.articles.map((a) => a.title)).toEqual(['partner-en', 'tpa-new-en', 'tpa-old-en']);
    expect(en.articles[0]?.source).toBe('partner');
    const th = await getHomeData(db, { member: me, theme, lang: 'th', now: NOW });
    expect(th.promotions.map((p) => p.title)).toEqual(['mine-th', 'global-th']);
    expect(th.articles.length).toBeLessThanOrEqual(HOME_ITEMS);
    expect(th.banners).toEqual(themeBanners(theme));
  });

  it('lists only the banners whose status is 1', () => {
    const theme = {
      ...partners.default.theme,
      banner_url_1_status: 0 as const,
      banner_url_2_status: 1 as const,
    };
    expect(themeBanners(theme)).toEqual([
      { slot: 'banner_2', image: theme.banner_id_2, url: theme.banner_url_2 },
    ]);
  });
});
