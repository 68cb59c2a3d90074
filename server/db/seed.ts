/**
 * Seeds the demo data of server/db/seed-data into the tables, idempotently: every row has a stable
 * name-based id and is inserted with ON CONFLICT DO NOTHING, so a second run changes nothing (and does
 * not overwrite what members changed since). Passwords are hashed here, only for members not yet in
 * the database. Content of a partner that is not configured under partners/ is skipped and reported.
 *
 * The seed data (server/db/seed-data: JSON records, Markdown legal texts, the generated hospital
 * network) is plain content; this file maps it onto the schema (phone numbers to E.164, dates to
 * Thailand time, card images to content-addressed blobs…) as one list of {table, rows} entries that a
 * single generic step inserts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { PartnerRegistry } from '../partners/registry';
import { DEMO_ASSETS_DIR } from '../paths';
import { analyzeHospitalSearch } from '../modules/hospitals/hospital-search';
import { hashPassword } from '../modules/accounts/password';
import { DbBlobStore } from './blob-store';
import { json } from './json';
import { type SeedData, seedData } from './seed-source';
import { stableId } from './stable-id';
import type { LocalizedText, SeedCard, SeedClaim, SeedMember } from './seed-data/types';
import type { BlobMime, Database, InsuredPersonsTable } from './types';

export interface SeedReport {
  /** Rows inserted per table by this run (all zero when the data was already there). */
  inserted: Record<string, number>;
  /** Partner codes whose content was skipped because no partner folder has that ins_code. */
  skippedPartnerCodes: string[];
  /** /demo/ card images the seed data names but the assets folder lacks. */
  missingImages: string[];
}

export interface DemoLogin {
  partnerId: string;
  /** Null for SSO members, who sign in through their employer (see externalId). */
  username: string | null;
  password: string | null;
  externalId: string | null;
  description: string;
}

/** Domestic Thai mobile (0812345678) to E.164 (+66812345678). */
export function thaiMobileToE164(mobile: string): string {
  const digits = mobile.replace(/[\s-]/g, '');
  if (/^\+66\d{8,9}$/.test(digits)) return digits;
  if (!/^0\d{8,9}$/.test(digits)) throw new Error(`Not a Thai phone number: ${mobile}`);
  return `+66${digits.slice(1)}`;
}

/** A calendar date as the start of that day in Thailand. */
export function bangkokMidnight(date: string): string {
  return `${date}T00:00:00+07:00`;
}

/** Splits a printed full name into given name and surname at the first space. */
export function splitFullName(full: string): { name: string; surname: string } {
  const trimmed = full.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { name: trimmed, surname: '-' }
    : { name: trimmed.slice(0, space), surname: trimmed.slice(space + 1) };
}

/** A {th, en} text as its two columns: texts('title', t) is { title_th, title_en } (null when t is). */
function texts<K extends string>(name: K, text: LocalizedText): Record<`${K}_th` | `${K}_en`, string>;
function texts<K extends string>(
  name: K,
  text: LocalizedText | null | undefined,
): Record<`${K}_th` | `${K}_en`, string | null>;
function texts(name: string, text: LocalizedText | null | undefined) {
  return { [`${name}_th`]: text?.th ?? null, [`${name}_en`]: text?.en ?? null };
}

function chunks<T>(rows: readonly T[], size = 100): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const ids = {
  member: (key: string) => stableId('member', key),
  insured: (partnerId: string, nationalId: string) => stableId('insured', `${partnerId}:${nationalId}`),
  family: (memberKey: string, nationalId: string) => stableId('family-link', `${memberKey}:${nationalId}`),
  card: (key: string) => stableId('card', key),
  benefit: (cardKey: string, index: number) => stableId('benefit', `${cardKey}:${index}`),
  hospital: (code: string) => stableId('hospital', code),
  claim: (key: string) => stableId('claim', key),
  claimHistory: (key: string, step: number) => stableId('claim-history', `${key}:${step}`),
  claimRequest: (key: string) => stableId('claim-document-request', key),
  promotion: (key: string) => stableId('promotion', key),
  article: (key: string) => stableId('article', key),
  notification: (key: string) => stableId('notification', key),
  telemed: (key: string) => stableId('telemed', key),
  consentDocument: (key: string) => stableId('consent-document', key),
  memberConsent: (memberKey: string, documentKey: string) =>
    stableId('member-consent', `${memberKey}:${documentKey}`),
};

/** The members.id of a seeded demo member (SeedMember.id, e.g. "M02"). */
export const demoMemberId = (key: string): string => ids.member(key);

/** A member registered before the current privacy policy and who has not accepted it (docs/spec.md 4). */
function mustRenewPassword(member: SeedMember, data: SeedData): boolean {
  if (!member.password) return false;
  const privacy = data.consentDocuments
    .filter((d) => d.kind === 'privacy')
    .sort((a, b) => b.version - a.version)[0];
  if (!privacy || privacy.version <= 1) return false;
  const accepted = member.consents.some((c) => c.documentId === privacy.id);
  return !accepted && member.registeredAt < bangkokMidnight(privacy.publishedAt);
}

/** The demo logins `npm start` prints: the members of partners that are configured. */
export function demoLogins(partners: PartnerRegistry, data: SeedData = seedData): DemoLogin[] {
  const logins: DemoLogin[] = [];
  for (const member of data.members) {
    const partner = partners.byInsCode(member.partnerCode);
    if (!partner) continue;
    const notes = [`${member.name} ${member.surname}`];
    if (member.family.length > 0) notes.push(`family of ${member.family.length + 1}`);
    if (mustRenewPassword(member, data)) notes.push('must renew password through OTP');
    logins.push({
      partnerId: partner.id,
      username: member.username,
      password: member.password,
      externalId: member.externalId,
      description: notes.join(', '),
    });
  }
  return logins;
}

const MIME_BY_EXTENSION: Record<string, BlobMime> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The file behind a /demo/… path of the seed data. */
export function demoAssetFile(path: string): string {
  if (!path.startsWith('/demo/') || path.includes('..'))
    throw new Error(`Demo image path must start with /demo/: ${path}`);
  return join(DEMO_ASSETS_DIR, ...path.slice('/demo/'.length).split('/'));
}

/**
 * Stores a /demo/… image as a blob (card faces are blobs, like the cards members upload), or returns
 * null when the seed data names a file that is not there: the card is seeded without that face.
 */
async function demoImageBlob(
  trx: Transaction<Database>,
  blobs: DbBlobStore,
  path: string,
  missing: Set<string>,
): Promise<string | null> {
  const file = demoAssetFile(path);
  const mime = MIME_BY_EXTENSION[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (!mime) throw new Error(`Seed data: unsupported demo image type ${path} (use svg, png or jpg).`);
  if (!existsSync(file)) {
    missing.add(path);
    return null;
  }
  return (await blobs.put(new Uint8Array(readFileSync(file)), mime, trx)).sha256;
}

/**
 * One table's rows. The seeder inserts the entries in order (parents before children), each in chunks
 * with ON CONFLICT DO NOTHING on any unique key: the stable ids make a second run skip every row, and a
 * row a member changed since (or a username taken in the meantime) is left as it is.
 */
type SeedTable = {
  [T in keyof Database]: { table: T; rows: Insertable<Database[T]>[]; chunkSize?: number };
}[keyof Database];

/** Inserts one table's rows and returns how many were new. */
async function insertTable(trx: Transaction<Database>, { table, rows, chunkSize = 100 }: SeedTable) {
  let inserted: number | undefined;
  for (const chunk of chunks(rows as Insertable<Database[typeof table]>[], chunkSize)) {
    const results = await trx
      .insertInto(table)
      .values(chunk as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
    inserted = (inserted ?? 0) + results.reduce((sum, r) => sum + Number(r.numInsertedOrUpdatedRows ?? 0), 0);
  }
  return inserted;
}

export async function seedDemoData(
  db: Kysely<Database>,
  partners: PartnerRegistry,
  logger?: Pick<Logger, 'warn'>,
  data: SeedData = seedData,
): Promise<SeedReport> {
  const skipped = new Set<string>();
  const missingImages = new Set<string>();
  const partnerIdOf = (insCode: string | null): string | null | undefined => {
    if (insCode === null) return null;
    const partner = partners.byInsCode(insCode);
    if (!partner) skipped.add(insCode);
    return partner?.id;
  };

  // Hash outside the transaction, and only for members the database does not have yet.
  const seededMembers = data.members.filter((m) => partnerIdOf(m.partnerCode));
  const existing = new Set(
    seededMembers.length === 0
      ? []
      : (
          await db
            .selectFrom('members')
            .select('id')
            .where(
              'id',
              'in',
              seededMembers.map((m) => ids.member(m.id)),
            )
            .execute()
        ).map((r) => r.id),
  );
  const passwordHashes = new Map<string, string>();
  for (const member of seededMembers) {
    if (member.password && !existing.has(ids.member(member.id))) {
      passwordHashes.set(member.id, await hashPassword(member.password));
    }
  }

  const inserted: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    const blobs = new DbBlobStore(trx);
    const tables = await seedTables(data, {
      partnerIdOf,
      seededMembers,
      // Members already seeded are left as they are (their password or profile may have changed since).
      isNewMember: (m) => !existing.has(ids.member(m.id)),
      passwordHash: (m) => passwordHashes.get(m.id) ?? null,
      imageBlob: (path) => demoImageBlob(trx, blobs, path, missingImages),
    });
    for (const entry of tables) {
      const count = await insertTable(trx, entry);
      if (count !== undefined) inserted[entry.table] = count;
    }
  });

  // Planner statistics for the search's tables (PGlite has no autovacuum).
  if ((inserted.hospitals ?? 0) + (inserted.hospital_coverages ?? 0) > 0) await analyzeHospitalSearch(db);

  const skippedPartnerCodes = [...skipped].sort();
  if (skippedPartnerCodes.length > 0) {
    logger?.warn(
      { skippedPartnerCodes },
      'demo data of partners without a partners/ folder was skipped; add the partner folder to seed it',
    );
  }
  if (missingImages.size > 0) {
    logger?.warn(
      { missingImages: [...missingImages].sort() },
      'demo card images named by the seed data are missing; those cards were seeded without them',
    );
  }
  return { inserted, skippedPartnerCodes, missingImages: [...missingImages].sort() };
}

interface SeedContext {
  /** The partner id of an ins_code: null for none (every partner), undefined when not configured. */
  partnerIdOf: (insCode: string | null) => string | null | undefined;
  /** The members of configured partners. */
  seededMembers: SeedMember[];
  isNewMember: (member: SeedMember) => boolean;
  passwordHash: (member: SeedMember) => string | null;
  /** The blob of a /demo/ image, or null when the file is missing. */
  imageBlob: (path: string) => Promise<string | null>;
}

/** The rows of every table, in insertion order: the mapping of the seed data onto the schema. */
async function seedTables(data: SeedData, ctx: SeedContext): Promise<SeedTable[]> {
  const { partnerIdOf, seededMembers } = ctx;

  const hospitalIds = new Map(data.hospitals.map((h) => [h.code, ids.hospital(h.code)]));
  const hospitalId = (code: string | null | undefined, what: string): string | null => {
    if (!code) return null;
    const id = hospitalIds.get(code);
    if (!id) throw new Error(`Seed data: ${what} names hospital ${code}, which is not in hospitals.ts.`);
    return id;
  };
  const memberPartner = new Map(seededMembers.map((m) => [m.id, partnerIdOf(m.partnerCode)!]));

  // --- Insured persons: members themselves, their families, other TPA insured, card holders ---
  const insured = new Map<string, Insertable<InsuredPersonsTable> & { phones: string[] }>();
  const addInsured = (
    partnerId: string,
    person: {
      nationalId: string;
      name: string;
      surname: string;
      birthDate?: string | null;
      gender?: SeedMember['gender'];
    },
    extra: { memberId?: string; phones?: string[] } = {},
  ) => {
    const id = ids.insured(partnerId, person.nationalId);
    const row = insured.get(id) ?? {
      id,
      partner_id: partnerId,
      member_id: null,
      national_id: person.nationalId,
      name: person.name,
      surname: person.surname,
      birth_date: person.birthDate ?? null,
      gender: person.gender ?? 'unspecified',
      phones: [],
    };
    if (extra.memberId) row.member_id = extra.memberId;
    for (const phone of extra.phones ?? []) if (!row.phones.includes(phone)) row.phones.push(phone);
    insured.set(id, row);
    return id;
  };
  const familyLinks: Insertable<Database['family_links']>[] = [];
  for (const m of seededMembers) {
    const partnerId = memberPartner.get(m.id)!;
    addInsured(partnerId, m, { memberId: ids.member(m.id), phones: [thaiMobileToE164(m.mobile)] });
    for (const f of m.family) {
      const insuredId = addInsured(partnerId, f, { phones: f.mobile ? [thaiMobileToE164(f.mobile)] : [] });
      familyLinks.push({
        id: ids.family(m.id, f.nationalId),
        member_id: ids.member(m.id),
        insured_person_id: insuredId,
        relation: f.relation,
        can_view: f.linked,
      });
    }
  }
  for (const person of data.tpaInsured) {
    const partnerId = partnerIdOf(person.partnerCode);
    if (partnerId) addInsured(partnerId, person, { phones: person.phones.map(thaiMobileToE164) });
  }
  const cardPartner = (card: SeedCard): string | null | undefined =>
    card.type === 'self_added'
      ? card.addedByMemberId
        ? memberPartner.get(card.addedByMemberId)
        : undefined
      : partnerIdOf(card.ins_code);
  const seededCards = data.cards.filter((c) => cardPartner(c));
  for (const card of seededCards) {
    addInsured(cardPartner(card)!, { nationalId: card.ownerNationalId, ...splitFullName(card.insuredName) });
  }

  // --- Cards (their faces become blobs first) ---
  const cardRows: Insertable<Database['cards']>[] = [];
  for (const c of seededCards) {
    const partnerId = cardPartner(c)!;
    cardRows.push({
      id: ids.card(c.id),
      partner_id: partnerId,
      insured_person_id: ids.insured(partnerId, c.ownerNationalId),
      owner_member_id: c.type === 'self_added' && c.addedByMemberId ? ids.member(c.addedByMemberId) : null,
      type: c.type,
      card_no: c.policyNumber,
      certificate_no: c.certificateNumber ?? null,
      insured_name: c.insuredName,
      ins_code: c.type === 'self_added' ? null : c.ins_code,
      ...texts('insurer_name', c.insurerName),
      ...texts('policyholder', c.policyholder),
      ...texts('plan_name', c.planName),
      start_date: c.startDate,
      expiry_date: c.expiryDate,
      front_image_sha256: await ctx.imageBlob(c.frontImage),
      back_image_sha256: await ctx.imageBlob(c.backImage),
    });
  }

  // --- Claims: who submitted an e-Claim is whoever the card belongs to or was added by ---
  const seededCardById = new Map(seededCards.map((c) => [c.id, c]));
  const submitterOf = (card: SeedCard): string | null => {
    if (card.addedByMemberId) return ids.member(card.addedByMemberId);
    const person = insured.get(ids.insured(cardPartner(card)!, card.ownerNationalId));
    if (person?.member_id) return person.member_id;
    const link = familyLinks.find((l) => l.insured_person_id === person?.id && l.can_view);
    return link?.member_id ?? null;
  };
  const claims = data.claims.filter((c) => seededCardById.has(c.cardId));
  const documentIds = new Set(data.consentDocuments.map((d) => d.id));
  const seededMemberIds = new Set(seededMembers.map((m) => m.id));
  const seededClaimIds = new Set(claims.map((c) => c.id));
  /**
   * Notification links name seed records (/claim-status/CL003, /promotion/p01, /coverages/C001); in
   * the database they lead to the records' ids (issue 12: a notification deep-links to its subject).
   */
  const notificationTarget = (link: string | null) => {
    const match = link
      ? /^\/(claim-status|promotion|article\/partner|article|coverages)\/([A-Za-z0-9]+)$/.exec(link)
      : null;
    if (!link || !match) return { link, claim_id: null };
    const [, kind, key] = match as unknown as [string, string, string];
    if (kind === 'claim-status') {
      const seeded = seededClaimIds.has(key);
      return {
        link: seeded ? `/claim-status/${ids.claim(key)}` : '/claim-status',
        claim_id: seeded ? ids.claim(key) : null,
      };
    }
    const id =
      kind === 'coverages' ? ids.card(key) : kind === 'promotion' ? ids.promotion(key) : ids.article(key);
    return { link: `/${kind}/${id}`, claim_id: null };
  };

  return [
    {
      table: 'hospitals',
      rows: data.hospitals.map((h) => ({
        id: ids.hospital(h.code),
        code: h.code,
        type: h.type,
        ...texts('name', h.name),
        ...texts('address', h.address),
        ...texts('province', h.province),
        ...texts('district', h.district),
        postcode: h.postcode,
        phone: h.phone,
        lat: h.lat,
        lng: h.lng,
        opening_hours: json(h.openingHours),
        services: h.services,
      })),
    },
    {
      table: 'hospital_coverages',
      rows: data.hospitals.flatMap((h) =>
        h.coverage.map((c) => ({ hospital_id: ids.hospital(h.code), ins_code: c.ins_code, level: c.level })),
      ),
      chunkSize: 500,
    },
    {
      table: 'members',
      rows: seededMembers.filter(ctx.isNewMember).map((m) => ({
        id: ids.member(m.id),
        partner_id: memberPartner.get(m.id)!,
        username: m.username,
        password_hash: ctx.passwordHash(m),
        name: m.name,
        surname: m.surname,
        mobile: thaiMobileToE164(m.mobile),
        birth_date: m.birthDate,
        gender: m.gender,
        employee_id: m.employeeId ?? null,
        national_id: m.nationalId,
        email: m.email,
        is_sso: m.username === null,
        external_id: m.externalId,
        password_renewal_required: mustRenewPassword(m, data),
        created_at: m.registeredAt,
        updated_at: m.registeredAt,
      })),
    },
    { table: 'insured_persons', rows: [...insured.values()] },
    { table: 'family_links', rows: familyLinks },
    { table: 'cards', rows: cardRows },
    {
      table: 'coverage_benefits',
      rows: seededCards.flatMap((c) =>
        c.benefits.map((b, i) => ({
          id: ids.benefit(c.id, i),
          card_id: ids.card(c.id),
          position: i,
          ...texts('benefit', b.benefit),
          limit_period: b.period,
          max_limit: b.maxLimit,
          medical_fee: b.medicalFee,
          room_price: b.roomPrice,
          surgery_fee: b.surgeryFee,
          medicine_fee: b.medicineFee,
        })),
      ),
    },
    {
      table: 'claims',
      rows: claims.map((c) => {
        const card = seededCardById.get(c.cardId)!;
        const note = c.rejectionReason ?? c.statusNote;
        return {
          id: ids.claim(c.id),
          partner_id: cardPartner(card)!,
          card_id: ids.card(card.id),
          member_id: c.channel === 'e_claim' ? submitterOf(card) : null,
          claim_no: c.claimNo,
          source: c.channel,
          claim_type: c.claimType,
          benefit_type: c.benefitType,
          admission_date: c.admissionDate,
          discharge_date: c.dischargeDate,
          accident_date: c.accidentDate,
          hospital_id: hospitalId(c.hospitalCode, `claim ${c.id}`),
          ...texts('provider_name', c.overseasProvider),
          ...texts('diagnosis', c.diagnosis),
          amount: c.amount,
          currency: c.currency,
          approved_amount: c.status === 'approved' ? (c.approvedAmount ?? c.amount) : null,
          status: c.status,
          stage: c.stage,
          paid_amount: c.stage === 'paid' ? (c.approvedAmount ?? c.amount) : null,
          ...texts('status_note', note),
          submitted_at: c.submittedAt,
          status_updated_at: c.lastUpdated,
          created_at: c.submittedAt,
          updated_at: c.lastUpdated,
        };
      }),
    },
    {
      table: 'claim_status_history',
      rows: claims.flatMap((c) => (c.stage ? stagedHistory(c) : statusHistory(c))),
    },
    {
      // Every claim waiting for documents has the open request the member answers (issue 25).
      table: 'claim_document_requests',
      rows: claims
        .filter((c) => c.stage === 'documents_requested')
        .map((c) => {
          const note = c.requestedDocument?.note ?? c.statusNote;
          return {
            id: ids.claimRequest(c.id),
            claim_id: ids.claim(c.id),
            kind: c.requestedDocument?.kind ?? 'other',
            ...texts('note', note),
            created_at: c.lastUpdated,
            fulfilled_at: null,
          };
        }),
    },
    {
      table: 'promotions',
      rows: data.promotions
        .filter((p) => partnerIdOf(p.ins_code) !== undefined)
        .map((p) => ({
          id: ids.promotion(p.id),
          partner_id: partnerIdOf(p.ins_code) ?? null,
          category: p.category,
          ...texts('title', p.title),
          ...texts('summary', p.summary),
          ...texts('body', p.body),
          ...texts('terms', p.terms),
          image_url: p.image,
          hospital_id: hospitalId(p.hospitalCode, `promotion ${p.id}`),
          start_date: p.startDate,
          end_date: p.endDate,
          // A partner's own offers lead its home screen.
          is_highlighted: p.ins_code !== null,
        })),
    },
    {
      table: 'articles',
      rows: data.articles
        .filter((a) => partnerIdOf(a.source === 'partner' ? a.ins_code : null) !== undefined)
        .map((a) => ({
          id: ids.article(a.id),
          source: a.source,
          partner_id: a.source === 'partner' ? (partnerIdOf(a.ins_code) ?? null) : null,
          ...texts('title', a.title),
          ...texts('summary', a.summary),
          ...texts('body', a.body),
          image_url: a.image,
          reading_minutes: a.readingMinutes,
          tags: a.tags,
          published_at: a.publishedAt,
          is_highlighted: a.source === 'partner',
        })),
    },
    {
      table: 'notifications',
      rows: data.notifications
        .filter(
          (n) => partnerIdOf(n.ins_code) !== undefined && (!n.memberId || seededMemberIds.has(n.memberId)),
        )
        .map((n) => ({
          id: ids.notification(n.id),
          partner_id: n.memberId ? memberPartner.get(n.memberId)! : (partnerIdOf(n.ins_code) ?? null),
          member_id: n.memberId ? ids.member(n.memberId) : null,
          category: n.group,
          ...texts('title', n.title),
          ...texts('body', n.body),
          ...notificationTarget(n.link),
          created_at: n.createdAt,
          expires_at: n.expiresAt ?? null,
        })),
    },
    {
      table: 'telemed_providers',
      rows: data.telemedProviders.map((t) => ({
        id: ids.telemed(t.id),
        code: t.id,
        ...texts('name', t.name),
        ...texts('specialty', t.specialty),
        ...texts('description', t.description),
        logo_url: t.logo,
        open_24h: t.open24h,
        working_hours: json(t.workingHours),
        consultation_fee: t.consultationFee,
        covered_ins_codes: t.coveredInsCodes,
        languages: t.languages,
        rating: t.rating,
        rating_count: t.ratingCount,
        kind: t.kind,
        services_th: t.services.map((s) => s.th),
        services_en: t.services.map((s) => s.en),
        channels: t.channels,
        medicine_delivery: t.medicineDelivery,
        holiday_open: t.holidayHours?.open ?? null,
        holiday_close: t.holidayHours?.close ?? null,
      })),
    },
    {
      table: 'telemed_holidays',
      rows: (data.telemedHolidays ?? []).map((h) => ({ date: h.date, ...texts('name', h.name) })),
    },
    {
      table: 'telemed_coverage_rules',
      rows: (data.telemedCoverage ?? []).map((c) => ({
        ins_code: c.insCode,
        card_type: c.cardType,
        per_visit_limit: c.perVisitLimit,
        visits_per_year: c.visitsPerYear,
        copay_percent: c.copayPercent,
        medicine_delivery_limit: c.medicineDeliveryLimit,
      })),
    },
    {
      table: 'telemed_provider_keys',
      rows: (data.telemedProviderKeys ?? []).flatMap((k) => {
        const partnerId = partnerIdOf(k.insCode);
        if (!partnerId) return [];
        return [
          {
            id: stableId('telemed-key', `${k.providerId}:${k.insCode}`),
            provider_id: ids.telemed(k.providerId),
            partner_id: partnerId,
            key_hash: createHash('sha256').update(k.key).digest('hex'),
            label: 'demo',
          },
        ];
      }),
    },
    {
      table: 'consent_documents',
      rows: data.consentDocuments.map((d) => ({
        id: ids.consentDocument(d.id),
        code: d.id,
        partner_id: null,
        type: d.kind,
        version: d.version,
        ...texts('title', d.title),
        ...texts('summary_of_changes', d.summaryOfChanges),
        sections: json(d.sections),
        is_force: d.requiresReacceptance,
        published_at: bangkokMidnight(d.publishedAt),
      })),
    },
    {
      table: 'member_consents',
      rows: seededMembers.flatMap((m) =>
        m.consents
          .filter((c) => documentIds.has(c.documentId))
          .map((c) => ({
            id: ids.memberConsent(m.id, c.documentId),
            member_id: ids.member(m.id),
            document_id: ids.consentDocument(c.documentId),
            channel: c.channel,
            accepted_at: c.acceptedAt,
          })),
      ),
    },
  ];
}

/** History of a claim without a stage: submitted, then its final status (docs/decisions/059-e-claim.md). */
function statusHistory(c: SeedClaim): Insertable<Database['claim_status_history']>[] {
  return [
    {
      id: ids.claimHistory(c.id, 0),
      claim_id: ids.claim(c.id),
      status: 'in_process',
      changed_at: c.submittedAt,
    },
    ...(c.status === 'in_process'
      ? []
      : [
          {
            id: ids.claimHistory(c.id, 1),
            claim_id: ids.claim(c.id),
            status: c.status,
            ...texts('note', c.rejectionReason),
            changed_at: c.lastUpdated,
          },
        ]),
  ];
}

/** The steps a claim passed through to reach each stage (its status history). */
export const STAGE_PATHS: Record<NonNullable<SeedClaim['stage']>, NonNullable<SeedClaim['stage']>[]> = {
  submitted: ['submitted'],
  under_review: ['submitted', 'under_review'],
  documents_requested: ['submitted', 'under_review', 'documents_requested'],
  approved: ['submitted', 'under_review', 'approved'],
  partly_approved: ['submitted', 'under_review', 'partly_approved'],
  rejected: ['submitted', 'under_review', 'rejected'],
  paid: ['submitted', 'under_review', 'approved', 'paid'],
};
const STAGE_STATUS = (stage: NonNullable<SeedClaim['stage']>): 'in_process' | 'approved' | 'rejected' =>
  ['submitted', 'under_review', 'documents_requested'].includes(stage)
    ? 'in_process'
    : stage === 'rejected'
      ? 'rejected'
      : 'approved';

/** History of a claim with a stage: every step on its way, spread from submission to its last update. */
function stagedHistory(c: SeedClaim): Insertable<Database['claim_status_history']>[] {
  const path = STAGE_PATHS[c.stage!];
  const from = new Date(c.submittedAt).getTime();
  const to = new Date(c.lastUpdated).getTime();
  return path.map((stage, i) => ({
    id: ids.claimHistory(c.id, i),
    claim_id: ids.claim(c.id),
    status: STAGE_STATUS(stage),
    stage,
    ...(i === path.length - 1 ? texts('note', c.rejectionReason ?? c.statusNote) : {}),
    changed_at: new Date(
      path.length === 1 ? from : from + ((to - from) * i) / (path.length - 1),
    ).toISOString(),
  }));
}
