import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  articles,
  cards,
  claims,
  consentDocuments,
  DEMO_ASSET_PREFIX,
  DEMO_TODAY,
  hospitals,
  insCodes,
  isValidNationalId,
  type LocalizedText,
  members,
  nationalIdCheckDigit,
  notifications,
  partners,
  promotions,
  THAI_LANDLINE_RE,
  THAI_MOBILE_RE,
  telemedProviders,
  tpaInsureds,
} from './index';
import * as seed from './index';
import { hoursLabel } from './opening-hours';

const ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));
const TODAY = new Date(`${DEMO_TODAY}T12:00:00+07:00`);
const daysAgo = (iso: string) => (TODAY.getTime() - new Date(iso).getTime()) / 86_400_000;

// Thai script; not ฿ (U+0E3F), the currency sign both languages write money with (shared/format).
const THAI = /[\u0E00-\u0E3E\u0E40-\u0E7F]/;
/** Latin text allowed inside Thai strings: e-mail addresses, web addresses, claim numbers and two technical terms. */
const LATIN_ALLOWED_IN_THAI = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bwww(?:\.[\w-]+)+/g,
  /\bCL\d{4}-\d{6}\b/g,
  /\bPM2\.5\b/g,
  /\bN95\b/g,
];

function isLocalizedText(value: unknown): value is LocalizedText {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'en' && keys[1] === 'th';
}

/** Every {th, en} object reachable from `root`, with its path. */
function collectTexts(
  root: unknown,
  path = '$',
  out: [string, LocalizedText][] = [],
): [string, LocalizedText][] {
  if (isLocalizedText(root)) {
    out.push([path, root]);
  } else if (Array.isArray(root)) {
    root.forEach((item, i) => {
      collectTexts(item, `${path}[${i}]`, out);
    });
  } else if (root && typeof root === 'object') {
    for (const [key, value] of Object.entries(root)) collectTexts(value, `${path}.${key}`, out);
  }
  return out;
}

function expectUnique(values: readonly unknown[], what: string) {
  const seen = new Set<unknown>();
  const dupes: unknown[] = [];
  for (const v of values) {
    if (seen.has(v)) dupes.push(v);
    seen.add(v);
  }
  expect(dupes, `duplicate ${what}`).toEqual([]);
}

const people = [
  ...members.map((m) => ({ nationalId: m.nationalId, who: m.id })),
  ...members.flatMap((m) => m.family.map((f) => ({ nationalId: f.nationalId, who: `${m.id} family` }))),
  ...tpaInsureds.map((i) => ({ nationalId: i.nationalId, who: i.id })),
];
const nationalIds = new Set(people.map((p) => p.nationalId));
const hospitalCodes = new Set(hospitals.map((h) => h.code));
const memberById = new Map(members.map((m) => [m.id, m]));
const cardById = new Map(cards.map((c) => [c.id, c]));
const claimIds = new Set(claims.map((c) => c.id));

describe('helpers', () => {
  it('computes the Thai national id check digit', () => {
    expect(nationalIdCheckDigit('110170023070')).toBe(8);
    expect(isValidNationalId('1101700230708')).toBe(true);
    expect(isValidNationalId('1-1017-00230-70-8')).toBe(true);
    expect(isValidNationalId('1101700230709')).toBe(false);
    expect(isValidNationalId('110170023070')).toBe(false);
  });

  it('recognises Thai mobile and landline numbers', () => {
    expect(THAI_MOBILE_RE.test('0812345678')).toBe(true);
    expect(THAI_MOBILE_RE.test('0612345678')).toBe(true);
    expect(THAI_MOBILE_RE.test('0601234567')).toBe(false);
    expect(THAI_MOBILE_RE.test('0681234567')).toBe(false);
    expect(THAI_MOBILE_RE.test('0212345678')).toBe(false);
    expect(THAI_LANDLINE_RE.test('02-123-4567')).toBe(true);
    expect(THAI_LANDLINE_RE.test('053-123-456')).toBe(true);
    expect(THAI_LANDLINE_RE.test('053-1234-567')).toBe(false);
  });

  it('summarises opening hours', () => {
    const label = hoursLabel([
      { day: 1, open: '17:00', close: '20:00' },
      { day: 2, open: '17:00', close: '20:00' },
      { day: 6, open: '09:00', close: '12:00' },
    ]);
    expect(label.en).toBe('Mon–Tue 17:00–20:00, Sat 09:00–12:00, closed Wed and Thu and Fri and Sun');
    expect(label.th.startsWith('จันทร์–อังคาร 17:00–20:00 น.')).toBe(true);
  });
});

describe('identifiers', () => {
  it('are unique everywhere', () => {
    expectUnique(
      partners.map((p) => p.ins_code),
      'ins_code',
    );
    expectUnique(
      hospitals.map((h) => h.code),
      'hospital code',
    );
    expectUnique(
      hospitals.map((h) => h.name.th),
      'hospital Thai name',
    );
    expectUnique(
      hospitals.map((h) => h.name.en),
      'hospital English name',
    );
    expectUnique(
      promotions.map((p) => p.id),
      'promotion id',
    );
    expectUnique(
      articles.map((a) => a.id),
      'article id',
    );
    expectUnique(
      notifications.map((n) => n.id),
      'notification id',
    );
    expectUnique(
      telemedProviders.map((t) => t.id),
      'telemed id',
    );
    expectUnique(
      members.map((m) => m.id),
      'member id',
    );
    expectUnique(
      members.flatMap((m) => (m.username ? [m.username.toLowerCase()] : [])),
      'username',
    );
    expectUnique(
      members.flatMap((m) => (m.externalId ? [m.externalId] : [])),
      'external id',
    );
    expectUnique(
      members.map((m) => m.mobile),
      'member mobile',
    );
    expectUnique(
      tpaInsureds.map((i) => i.id),
      'insured id',
    );
    expectUnique(
      people.map((p) => p.nationalId),
      'national id',
    );
    expectUnique(
      cards.map((c) => c.id),
      'card id',
    );
    expectUnique(
      cards.flatMap((c) => (c.certificateNumber ? [`${c.policyNumber}/${c.certificateNumber}`] : [])),
      'group certificate',
    );
    expectUnique(
      claims.map((c) => c.id),
      'claim id',
    );
    expectUnique(
      claims.map((c) => c.claimNo),
      'claim number',
    );
    expectUnique(
      consentDocuments.map((d) => d.id),
      'consent document id',
    );
  });

  it('uses only valid national ids', () => {
    for (const p of people) expect(isValidNationalId(p.nationalId), `${p.who} ${p.nationalId}`).toBe(true);
    for (const c of cards) expect(isValidNationalId(c.ownerNationalId), c.id).toBe(true);
  });
});

describe('hospitals', () => {
  it('has at least 220 hospitals and clinics, Bangkok-heavy, across the regions', () => {
    expect(hospitals.length).toBeGreaterThanOrEqual(220);
    expect(hospitals.filter((h) => h.type === 'hospital').length).toBeGreaterThanOrEqual(100);
    expect(hospitals.filter((h) => h.type === 'clinic').length).toBeGreaterThanOrEqual(100);
    const bangkok = hospitals.filter((h) => h.province.en === 'Bangkok').length;
    expect(bangkok / hospitals.length).toBeGreaterThan(0.35);
    const provinces = new Set(hospitals.map((h) => h.province.en));
    for (const p of [
      'Chiang Mai',
      'Chiang Rai',
      'Khon Kaen',
      'Udon Thani',
      'Nakhon Ratchasima',
      'Phuket',
      'Songkhla',
      'Surat Thani',
      'Chon Buri',
      'Rayong',
      'Phra Nakhon Si Ayutthaya',
      'Phitsanulok',
      'Ubon Ratchathani',
      'Nakhon Si Thammarat',
    ]) {
      expect(provinces.has(p), p).toBe(true);
    }
  });

  it('has codes, phones and coordinates in the right format', () => {
    for (const h of hospitals) {
      expect(h.code).toMatch(/^H\d{4}$/);
      expect(h.phone, h.code).toMatch(THAI_LANDLINE_RE);
      expect(h.postcode).toMatch(/^\d{5}$/);
      expect(h.lat, h.code).toBeGreaterThanOrEqual(5.6);
      expect(h.lat, h.code).toBeLessThanOrEqual(20.5);
      expect(h.lng, h.code).toBeGreaterThanOrEqual(97.3);
      expect(h.lng, h.code).toBeLessThanOrEqual(105.7);
      expect(Math.round(h.lat * 1e5) / 1e5).toBe(h.lat);
      expect(Math.round(h.lng * 1e5) / 1e5).toBe(h.lng);
      expect(h.address.th).toContain(h.postcode);
      expect(h.address.en).toContain(h.province.en);
    }
  });

  it('does not look generated', () => {
    for (const h of hospitals) {
      expect(h.name.en, h.code).not.toMatch(/\b(?:Hospital|Clinic) \d+$/);
      expect(h.name.en, h.code).not.toMatch(/lorem|ipsum|placeholder|test/i);
    }
  });

  it('keeps hospitals open 24 hours and clinics on opening hours', () => {
    for (const h of hospitals) {
      if (h.type === 'hospital') {
        expect(h.openingHours.open24h, h.code).toBe(true);
        expect(h.openingHours.days).toHaveLength(7);
      } else {
        expect(h.openingHours.open24h, h.code).toBe(false);
        expect(h.openingHours.days.length, h.code).toBeGreaterThan(0);
      }
      for (const d of h.openingHours.days) {
        expect(d.open).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(d.close).toMatch(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);
        expect(d.open < d.close).toBe(true);
      }
      expect(h.services.length, h.code).toBeGreaterThan(0);
    }
  });

  it('lists accepted partners; most accept TPA cards', () => {
    for (const h of hospitals) {
      expect(h.coverage.length, h.code).toBeGreaterThan(0);
      expectUnique(
        h.coverage.map((c) => c.ins_code),
        `coverage of ${h.code}`,
      );
      for (const c of h.coverage) {
        expect(insCodes).toContain(c.ins_code);
        expect(['all', 'some']).toContain(c.level);
      }
    }
    const tpa = hospitals.filter((h) => h.coverage.some((c) => c.ins_code === 'TPA')).length;
    expect(tpa / hospitals.length).toBeGreaterThan(0.8);
    for (const code of insCodes) {
      const n = hospitals.filter((h) => h.coverage.some((c) => c.ins_code === code)).length;
      expect(n, code).toBeGreaterThan(20);
    }
  });
});

describe('texts', () => {
  const texts = collectTexts(Object.fromEntries(Object.entries(seed)));

  it('finds the texts of every module', () => {
    expect(texts.length).toBeGreaterThan(2500);
    for (const name of [
      'partners',
      'hospitals',
      'promotions',
      'articles',
      'notifications',
      'telemedProviders',
      'cards',
      'claims',
      'consentDocuments',
    ]) {
      expect(
        texts.some(([path]) => path.startsWith(`$.${name}[`)),
        name,
      ).toBe(true);
    }
  });

  it('has non-empty Thai and English in every text', () => {
    for (const [path, t] of texts) {
      expect(t.th.trim(), path).not.toBe('');
      expect(t.en.trim(), path).not.toBe('');
    }
  });

  it('writes Thai in Thai and English without Thai characters', () => {
    for (const [path, t] of texts) {
      expect(THAI.test(t.th), `${path}.th has no Thai: ${t.th}`).toBe(true);
      expect(THAI.test(t.en), `${path}.en has Thai: ${t.en}`).toBe(false);
      const stripped = LATIN_ALLOWED_IN_THAI.reduce((s, re) => s.replace(re, ''), t.th);
      expect(/[A-Za-z]/.test(stripped), `${path}.th mixes in English: ${t.th}`).toBe(false);
    }
  });

  it('has no placeholder text', () => {
    for (const [path, t] of texts) {
      expect(`${t.th} ${t.en}`, path).not.toMatch(/lorem|ipsum|TODO|TBD|xxx|placeholder/i);
    }
  });
});

describe('images', () => {
  const referenced = [
    ...promotions.map((p) => p.image),
    ...articles.map((a) => a.image),
    ...telemedProviders.map((t) => t.logo),
    ...cards.flatMap((c) => [c.frontImage, c.backImage]),
  ];
  const toFile = (path: string) => join(ASSETS_DIR, path.slice(DEMO_ASSET_PREFIX.length));

  it('references same-origin paths to files that exist', () => {
    for (const path of referenced) {
      expect(path).toMatch(/^\/demo\/(promotions|articles|telemed|cards)\/[a-z0-9-]+\.svg$/);
      expect(existsSync(toFile(path)), path).toBe(true);
    }
  });

  it('ships small, script-free SVGs, all of them used', () => {
    const used = new Set(referenced.map(toFile));
    for (const dir of readdirSync(ASSETS_DIR)) {
      for (const file of readdirSync(join(ASSETS_DIR, dir))) {
        const full = join(ASSETS_DIR, dir, file);
        expect(used.has(full), `${dir}/${file} is not referenced`).toBe(true);
        expect(statSync(full).size).toBeLessThan(10_000);
        const svg = readFileSync(full, 'utf8');
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
        expect(svg).not.toMatch(/<script|<foreignObject|\son\w+=|javascript:|@import/i);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\shref=/i);
      }
    }
  });
});

describe('promotions and articles', () => {
  it('has about 16 promotions, some expired and some upcoming', () => {
    expect(promotions.length).toBeGreaterThanOrEqual(14);
    const expired = promotions.filter((p) => p.endDate < DEMO_TODAY);
    const upcoming = promotions.filter((p) => p.startDate > DEMO_TODAY);
    expect(expired.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    for (const p of promotions) {
      expect(p.startDate <= p.endDate, p.id).toBe(true);
      if (p.ins_code !== null) expect(insCodes).toContain(p.ins_code);
      if (p.hospitalCode !== undefined) expect(hospitalCodes.has(p.hospitalCode), p.id).toBe(true);
      expect(p.body.th.split('\n\n').length, p.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('has about 14 articles with 3 to 6 paragraphs', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const a of articles) {
      for (const lang of ['th', 'en'] as const) {
        const paragraphs = a.body[lang].split('\n\n').length;
        expect(paragraphs, `${a.id}.${lang}`).toBeGreaterThanOrEqual(3);
        expect(paragraphs, `${a.id}.${lang}`).toBeLessThanOrEqual(6);
      }
      expect(a.body.th.split('\n\n').length).toBe(a.body.en.split('\n\n').length);
      if (a.source === 'partner') expect(insCodes).toContain(a.ins_code);
      else expect(a.ins_code).toBeNull();
      expect(a.publishedAt < `${DEMO_TODAY}T23:59:59+07:00`).toBe(true);
      expect(a.readingMinutes).toBeGreaterThan(0);
      expect(a.tags.length).toBeGreaterThan(0);
    }
    expect(articles.some((a) => a.source === 'partner')).toBe(true);
  });
});

describe('notifications', () => {
  it('covers the three groups over the last 60 days', () => {
    expect(new Set(notifications.map((n) => n.group))).toEqual(new Set(['claim', 'promotion', 'general']));
    expect(notifications.length).toBeGreaterThanOrEqual(28);
    for (const n of notifications) {
      const age = daysAgo(n.createdAt);
      expect(age, n.id).toBeGreaterThanOrEqual(0);
      expect(age, n.id).toBeLessThanOrEqual(60);
      if (n.expiresAt) expect(n.expiresAt > n.createdAt, n.id).toBe(true);
    }
    expect(notifications.some((n) => n.expiresAt && new Date(n.expiresAt) < TODAY)).toBe(true);
    expect(notifications.some((n) => n.expiresAt && new Date(n.expiresAt) > TODAY)).toBe(true);
  });

  it('links to things that exist and targets valid members', () => {
    const promotionIds = new Set(promotions.map((p) => p.id));
    const articleById = new Map(articles.map((a) => [a.id, a]));
    for (const n of notifications) {
      if (n.ins_code !== null) expect(insCodes).toContain(n.ins_code);
      if (n.memberId !== undefined) {
        const member = memberById.get(n.memberId);
        expect(member, n.id).toBeDefined();
        expect(n.ins_code === null || n.ins_code === member?.partnerCode, n.id).toBe(true);
      }
      if (n.group === 'claim') expect(n.memberId, n.id).toBeDefined();
      if (n.link === null) continue;
      expect(n.link).toMatch(/^\/(?![/\\])[A-Za-z0-9._~/?=&%-]*$/);
      const [, kind, id, sub] = n.link.split('/');
      if (kind === 'claim-status') {
        expect(claimIds.has(id ?? ''), n.link).toBe(true);
        const claim = claims.find((c) => c.id === id)!;
        const card = cardById.get(claim.cardId)!;
        const member = memberById.get(n.memberId!)!;
        const visible = [
          member.nationalId,
          ...member.family.filter((f) => f.linked).map((f) => f.nationalId),
        ];
        expect(visible, n.id).toContain(card.ownerNationalId);
      } else if (kind === 'promotion') expect(promotionIds.has(id ?? ''), n.link).toBe(true);
      else if (kind === 'article' && id === 'partner')
        expect(articleById.get(sub ?? '')?.source, n.link).toBe('partner');
      else if (kind === 'article') expect(articleById.has(id ?? ''), n.link).toBe(true);
      else if (kind === 'coverages') {
        // A card notification opens a card the member can see: their own or a linked relative's.
        const card = cardById.get(id ?? '');
        expect(card, n.link).toBeDefined();
        const member = memberById.get(n.memberId!)!;
        const visible = [
          member.nationalId,
          ...member.family.filter((f) => f.linked).map((f) => f.nationalId),
        ];
        expect(visible, n.id).toContain(card!.ownerNationalId);
      } else
        expect(['/condition-update', '/privacy-update', '/family-coverages', '/telemed-mart']).toContain(
          n.link,
        );
    }
  });
});

describe('telemedicine', () => {
  it('lists about 10 providers with valid hours, one 24/7 and one weekdays only', () => {
    expect(telemedProviders.length).toBeGreaterThanOrEqual(8);
    const always = telemedProviders.filter((t) => t.open24h);
    expect(always.length).toBeGreaterThanOrEqual(1);
    for (const t of always) {
      expect(t.workingHours).toHaveLength(7);
      for (const d of t.workingHours) expect([d.open, d.close]).toEqual(['00:00', '24:00']);
    }
    const weekdaysOnly = telemedProviders.filter(
      (t) => t.workingHours.map((d) => d.day).join() === '1,2,3,4,5',
    );
    expect(weekdaysOnly.length).toBeGreaterThanOrEqual(1);
    for (const t of telemedProviders) {
      expect(t.coveredInsCodes.length, t.id).toBeGreaterThan(0);
      for (const c of t.coveredInsCodes) expect(insCodes).toContain(c);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.consultationFee).toBeGreaterThanOrEqual(0);
      expect(t.languages.length).toBeGreaterThan(0);
      for (const d of t.workingHours) {
        expect(d.day).toBeGreaterThanOrEqual(1);
        expect(d.day).toBeLessThanOrEqual(7);
        expect(d.open < d.close).toBe(true);
      }
    }
  });
});

describe('members', () => {
  it('has 2 to 3 members per partner with valid logins', () => {
    for (const code of insCodes) {
      const n = members.filter((m) => m.partnerCode === code).length;
      expect(n, code).toBeGreaterThanOrEqual(2);
      expect(n, code).toBeLessThanOrEqual(3);
    }
    for (const m of members) {
      if (m.partnerCode.startsWith('TMP')) {
        expect(m.username, m.id).toBeNull();
        expect(m.password, m.id).toBeNull();
        expect(m.externalId, m.id).toMatch(/^TMP-E\d{6}$/);
      } else {
        expect(m.username, m.id).toMatch(/^[A-Za-z0-9]{5,15}$/);
        expect(m.externalId).toBeNull();
        const pw = m.password ?? '';
        expect(pw.length, m.id).toBeGreaterThanOrEqual(8);
        expect(pw.length, m.id).toBeLessThanOrEqual(15);
        expect(pw, m.id).toMatch(/[A-Za-z]/);
        expect(pw, m.id).toMatch(/\d/);
        expect(pw, m.id).toMatch(/^[\x21-\x7e]+$/);
      }
    }
  });

  it('has realistic profiles and families', () => {
    const nameRe = /^[A-Za-z\u0E00-\u0E7F]+(?: [A-Za-z\u0E00-\u0E7F]+)*$/;
    expect(members.some((m) => /^[A-Za-z]+$/.test(m.name))).toBe(true);
    for (const m of members) {
      expect(m.mobile, m.id).toMatch(THAI_MOBILE_RE);
      expect(m.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      expect(m.email.length).toBeLessThanOrEqual(100);
      expect(m.name).toMatch(nameRe);
      expect(m.surname).toMatch(nameRe);
      expect(['male', 'female', 'unspecified']).toContain(m.gender);
      expect(m.family.length, m.id).toBeGreaterThanOrEqual(1);
      expect(m.family.length, m.id).toBeLessThanOrEqual(3);
      for (const f of m.family) {
        expect(f.name).toMatch(nameRe);
        if (f.mobile) expect(f.mobile).toMatch(THAI_MOBILE_RE);
        if (f.relation === 'child') expect(f.birthDate > m.birthDate, `${m.id} ${f.name}`).toBe(true);
        if (f.relation === 'parent') expect(f.birthDate < m.birthDate, `${m.id} ${f.name}`).toBe(true);
      }
    }
    expect(members.flatMap((m) => m.family).some((f) => !f.linked)).toBe(true);
    expect(new Set(members.flatMap((m) => m.family.map((f) => f.relation)))).toEqual(
      new Set(['spouse', 'child', 'parent']),
    );
  });

  it('records consents; members from before v2 still have to accept it', () => {
    const docs = new Map(consentDocuments.map((d) => [d.id, d]));
    for (const m of members) {
      for (const c of m.consents) {
        const doc = docs.get(c.documentId);
        expect(doc, m.id).toBeDefined();
        expect(c.acceptedAt >= (doc?.publishedAt ?? ''), m.id).toBe(true);
      }
    }
    const needsV2 = members.filter((m) => !m.consents.some((c) => c.documentId === 'privacy-v2'));
    expect(needsV2.length).toBeGreaterThan(0);
    expect(needsV2.length).toBeLessThan(members.length);
  });

  it('has TPA-held insureds found by national id, with and without a matching phone', () => {
    const memberMobiles = new Set(members.map((m) => m.mobile));
    expect(tpaInsureds.length).toBeGreaterThanOrEqual(3);
    for (const i of tpaInsureds) {
      expect(insCodes).toContain(i.partnerCode);
      expect(i.phones.length, i.id).toBeGreaterThanOrEqual(1);
      expect(i.phones.length, i.id).toBeLessThanOrEqual(3);
      for (const p of i.phones) expect(p, i.id).toMatch(THAI_MOBILE_RE);
    }
    expect(tpaInsureds.some((i) => i.phones.some((p) => memberMobiles.has(p)))).toBe(true);
    expect(tpaInsureds.some((i) => !i.phones.some((p) => memberMobiles.has(p)))).toBe(true);
    expect(tpaInsureds.some((i) => i.phones.length === 3)).toBe(true);
    for (const i of tpaInsureds) {
      expect(
        cards.some((c) => c.ownerNationalId === i.nationalId),
        `${i.id} has a card`,
      ).toBe(true);
    }
  });

  it('has phone numbers in Thai formats for the partners', () => {
    for (const p of partners) expect(p.hotline).toMatch(THAI_LANDLINE_RE);
    expect(partners.find((p) => p.ins_code.startsWith('TMP'))?.isSso).toBe(true);
  });
});

describe('cards', () => {
  it('has all three card types, some expired', () => {
    expect(new Set(cards.map((c) => c.type))).toEqual(new Set(['group', 'individual', 'self_added']));
    expect(cards.some((c) => c.expiryDate < DEMO_TODAY)).toBe(true);
    expect(cards.some((c) => c.expiryDate >= DEMO_TODAY)).toBe(true);
  });

  it('references known people, members and partners', () => {
    for (const c of cards) {
      expect(nationalIds.has(c.ownerNationalId), c.id).toBe(true);
      expect(c.startDate < c.expiryDate, c.id).toBe(true);
      if (c.type === 'self_added') {
        expect(c.ins_code, c.id).toBeNull();
        const member = memberById.get(c.addedByMemberId ?? '');
        expect(member, c.id).toBeDefined();
        expect(c.frontImage).toMatch(/^\/demo\/cards\/self-/);
      } else {
        expect(insCodes).toContain(c.ins_code);
        expect(c.addedByMemberId, c.id).toBeNull();
      }
      if (c.type === 'group') {
        expect(c.policyholder, c.id).toBeDefined();
        expect(c.certificateNumber, c.id).toBeDefined();
      }
    }
    for (const m of members)
      expect(
        cards.some((c) => c.ownerNationalId === m.nationalId),
        m.id,
      ).toBe(true);
  });

  it('has coherent benefit amounts', () => {
    for (const c of cards) {
      if (c.type !== 'self_added') expect(c.benefits.length, c.id).toBeGreaterThan(0);
      for (const b of c.benefits) {
        for (const v of [b.maxLimit, b.medicalFee, b.roomPrice, b.surgeryFee, b.medicineFee]) {
          if (v !== null) {
            expect(Number.isInteger(v) && v > 0, c.id).toBe(true);
            if (b.maxLimit !== null) expect(v).toBeLessThanOrEqual(b.maxLimit);
          }
        }
      }
    }
  });
});

describe('claims', () => {
  it('has every status, claim type and currency', () => {
    expect(new Set(claims.map((c) => c.status))).toEqual(new Set(['in_process', 'approved', 'rejected']));
    expect(new Set(claims.map((c) => c.claimType))).toEqual(new Set(['accident', 'sick', 'other']));
    expect(new Set(claims.map((c) => c.currency))).toEqual(new Set(['THB', 'USD']));
    expect(claims.filter((c) => c.currency === 'USD').length).toBeLessThan(claims.length / 5);
  });

  it('is consistent with its status', () => {
    for (const c of claims) {
      expect(c.amount > 0, c.id).toBe(true);
      if (c.status === 'approved') {
        expect(c.approvedAmount, c.id).not.toBeNull();
        expect(c.approvedAmount!, c.id).toBeLessThanOrEqual(c.amount);
        if (c.approvedAmount! < c.amount)
          expect(c.statusNote, `${c.id} explains the difference`).not.toBeNull();
      } else {
        expect(c.approvedAmount, c.id).toBeNull();
      }
      if (c.status === 'rejected') expect(c.rejectionReason, c.id).not.toBeNull();
      else expect(c.rejectionReason, c.id).toBeNull();
      if (c.claimType === 'accident') expect(c.accidentDate, c.id).not.toBeNull();
      else expect(c.accidentDate, c.id).toBeNull();
      if (c.accidentDate) expect(c.accidentDate <= c.admissionDate, c.id).toBe(true);
      if (c.dischargeDate) expect(c.dischargeDate >= c.admissionDate, c.id).toBe(true);
    }
  });

  it('references existing cards and hospitals, within the last 12 months', () => {
    for (const c of claims) {
      const card = cardById.get(c.cardId);
      expect(card, c.id).toBeDefined();
      expect(card?.type, `${c.id}: self-added cards have no TPA claims`).not.toBe('self_added');
      expect(c.admissionDate >= (card?.startDate ?? ''), c.id).toBe(true);
      expect(c.admissionDate <= (card?.expiryDate ?? ''), c.id).toBe(true);
      expect((c.hospitalCode === null) !== (c.overseasProvider === null), c.id).toBe(true);
      if (c.hospitalCode !== null) {
        expect(hospitalCodes.has(c.hospitalCode), c.id).toBe(true);
        expect(c.currency, c.id).toBe('THB');
      }
      if (c.channel === 'hospital') {
        const h = hospitals.find((x) => x.code === c.hospitalCode);
        expect(
          h?.coverage.some((v) => v.ins_code === card?.ins_code),
          `${c.id}: the hospital accepts the card`,
        ).toBe(true);
      }
      expect(daysAgo(`${c.admissionDate}T00:00:00+07:00`), c.id).toBeLessThanOrEqual(366);
      expect(c.submittedAt >= c.admissionDate, c.id).toBe(true);
      expect(c.lastUpdated >= c.submittedAt, c.id).toBe(true);
      expect(new Date(c.lastUpdated) <= TODAY, c.id).toBe(true);
    }
  });
});

describe('consent documents', () => {
  it('has two versions of the terms and of the privacy policy', () => {
    for (const kind of ['terms', 'privacy'] as const) {
      const docs = consentDocuments.filter((d) => d.kind === kind).sort((a, b) => a.version - b.version);
      expect(docs.map((d) => [d.version, d.publishedAt, d.requiresReacceptance])).toEqual([
        [1, '2025-01-01', false],
        [2, '2026-10-01', true],
      ]);
      expect(docs[1]?.summaryOfChanges).not.toBeNull();
      for (const d of docs) expect(d.sections.length, d.id).toBeGreaterThanOrEqual(8);
    }
  });

  it('covers what PDPA requires in the privacy policy', () => {
    for (const id of ['privacy-v1', 'privacy-v2']) {
      const doc = consentDocuments.find((d) => d.id === id)!;
      const th = doc.sections.map((s) => `${s.heading.th}\n${s.body.th}`).join('\n');
      const en = doc.sections.map((s) => `${s.heading.en}\n${s.body.en}`).join('\n');
      expect(th).toContain('พ.ศ. 2562');
      expect(th).toContain('ข้อมูลสุขภาพ');
      expect(th).toContain('1 ปีนับจากวันที่ในใบเสร็จ');
      expect(th).toContain('สำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล');
      expect(th).toContain('dpo@');
      expect(en).toMatch(/sensitive/i);
      for (const right of ['access', 'copy', 'correct', 'eras', 'withdraw', 'complain']) {
        expect(en.toLowerCase(), `${id} mentions ${right}`).toContain(right);
      }
    }
    const v2 = consentDocuments.find((d) => d.id === 'privacy-v2')!;
    const en = v2.sections.map((s) => s.body.en).join('\n');
    expect(en).toContain('within 30 days');
    expect(en).toContain('within 90 days');
  });
});
