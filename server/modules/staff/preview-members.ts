/**
 * A preview member for every partner (issue 26; docs/decisions/081-preview-members-and-records.md).
 * A partner whose demo member is not in the database (a partner published from a draft, or one whose
 * demo data was never seeded) gets one synthesised on demand: a copy of the default partner's designated
 * demo member and its records (own and family cards, self-added cards with benefits, claims, an
 * unexpired notification, accepted consents), moved to the partner and its insurer code, written by
 * the seeder itself (server/db/seed.ts `seedDemoData`) so the rows are exactly what a seeded partner has.
 *
 * - Idempotent and race-safe: every row has a name-based id derived from the partner id, inserted with
 *   ON CONFLICT DO NOTHING; two staff opening the previewer at once insert each row once.
 * - Never a real member: its id is `stableId('member', 'preview-<partner>')`, which no registration
 *   produces; it has a random password nobody is told, so nobody can sign in as it; previews find it
 *   by that id only.
 * - Telemed and the hospital network follow the insurer code: the partner's code is added to the demo
 *   network's hospitals, the demo Telemed providers and the Telemed benefit rules the template's insurer
 *   has, so every Telemed and hospital screen of the partner has something to show.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { demoMemberId, seedDemoData } from '../../db/seed';
import { type SeedData, seedData } from '../../db/seed-source';
import type { InsCode, SeedCard, SeedMember } from '../../db/seed-data/types';
import type { Member } from '../../db/types';
import type { LoadedPartner } from '../../partners/registry';

/** How many hospitals of the template's network the partner's demo records name. */
const NETWORK_SIZE = 12;

/** The seed key of a partner's synthesised preview member (its members.id is demoMemberId(key)). */
const synthesisedMemberKey = (partnerId: string) => `preview-${partnerId}`;

/** Letters and digits only: notification links name records by [A-Za-z0-9]+ keys (server/db/seed.ts). */
const keyPrefix = (partnerId: string) =>
  `P${createHash('sha256').update(partnerId).digest('hex').slice(0, 8).toUpperCase()}`;

/** The designated demo member of the default partner: the template every synthesised member copies. */
function templateMember(defaultInsCode: string): SeedMember {
  const template =
    seedData.members.find((m) => m.previewMember && m.partnerCode === defaultInsCode) ??
    seedData.members.find((m) => m.previewMember);
  if (!template) throw new Error('The demo records have no preview member to copy.');
  return template;
}

/**
 * The demo records of a partner's synthesised preview member: the template member's cards, claims
 * and own notifications, moved to `partner` (its insurer code and name on the insurer's cards).
 */
function previewRecordsFor(partner: LoadedPartner, defaultInsCode: string): SeedData {
  const template = templateMember(defaultInsCode);
  const p = keyPrefix(partner.id);
  const key = (id: string) => `${p}${id}`;
  const memberKey = synthesisedMemberKey(partner.id);
  // The demo records type their codes as the demo's own; a partner's code is any code the registry has.
  const insCode = partner.partner.ins_code as InsCode;
  const linked = new Set(template.family.filter((f) => f.linked).map((f) => f.nationalId));
  const people = new Set([template.nationalId, ...linked]);

  const cards: SeedCard[] = seedData.cards
    .filter((c) =>
      c.type === 'self_added'
        ? c.addedByMemberId === template.id
        : people.has(c.ownerNationalId) && c.ins_code !== null,
    )
    .map((c) =>
      c.type === 'self_added'
        ? { ...c, id: key(c.id), addedByMemberId: memberKey }
        : { ...c, id: key(c.id), ins_code: insCode, insurerName: partner.partner.name },
    );
  const cardKeys = new Set(cards.map((c) => c.id));
  const claims = seedData.claims
    .filter((c) => cardKeys.has(key(c.cardId)))
    .map((c) => ({ ...c, id: key(c.id), cardId: key(c.cardId), claimNo: `${p}-${c.claimNo}`.slice(0, 40) }));
  const claimKeys = new Set(claims.map((c) => c.id));
  const notifications = seedData.notifications
    .filter((n) => n.memberId === template.id)
    // Unexpired (no expiresAt): the notification screen shows the message itself, not "expired".
    .map(({ expiresAt: _expired, ...n }) => {
      const claim = /^\/claim-status\/([A-Za-z0-9]+)$/.exec(n.link ?? '')?.[1];
      const link = claim
        ? claimKeys.has(key(claim))
          ? `/claim-status/${key(claim)}`
          : '/claim-status'
        : n.link;
      return { ...n, id: key(n.id), ins_code: insCode, memberId: memberKey, link };
    });

  // The claims' hospitals and the first of the template insurer's network, now accepting the partner.
  const claimHospitals = new Set(claims.flatMap((c) => (c.hospitalCode ? [c.hospitalCode] : [])));
  const network = seedData.hospitals.filter((h) =>
    h.coverage.some((c) => c.ins_code === template.partnerCode),
  );
  const hospitals = [...network.slice(0, NETWORK_SIZE), ...network.filter((h) => claimHospitals.has(h.code))]
    .filter((h, i, all) => all.findIndex((x) => x.code === h.code) === i)
    .map((h) => {
      const level = h.coverage.find((c) => c.ins_code === template.partnerCode)?.level ?? 'standard';
      return { ...h, coverage: [...h.coverage, { ins_code: insCode, level } as (typeof h.coverage)[number]] };
    });
  const otherHospitals = seedData.hospitals.filter(
    (h) => claimHospitals.has(h.code) && !hospitals.some((x) => x.code === h.code),
  );

  return {
    partners: [],
    hospitals: [...hospitals, ...otherHospitals],
    promotions: [],
    articles: [],
    notifications,
    telemedProviders: [],
    telemedCoverage: (seedData.telemedCoverage ?? [])
      .filter((r) => r.insCode === template.partnerCode)
      .map((r) => ({ ...r, insCode })),
    members: [
      {
        ...template,
        id: memberKey,
        partnerCode: insCode,
        previewMember: true,
        // 15 letters and digits, unique per partner; the password is random and never told.
        username: `preview${createHash('sha256').update(partner.id).digest('hex').slice(0, 8)}`,
        password: randomBytes(18).toString('base64url'),
        externalId: null,
      },
    ],
    tpaInsured: [],
    cards,
    claims,
    consentDocuments: seedData.consentDocuments,
  };
}

const findMember = (app: AppContext, partner: LoadedPartner, id: string) =>
  app.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .where('partner_id', '=', partner.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/**
 * The partner's synthesised preview member, created with its demo records when missing; null when
 * the default partner's demo member cannot serve as a template (no demo records at all).
 */
export async function ensureSynthesisedMember(
  app: AppContext,
  partner: LoadedPartner,
): Promise<Member | null> {
  const id = demoMemberId(synthesisedMemberKey(partner.id));
  const existing = await findMember(app, partner, id);
  if (existing) return existing;
  const defaultInsCode = app.partners.default.partner.ins_code;
  const data = previewRecordsFor(partner, defaultInsCode);
  const template = templateMember(defaultInsCode);
  await seedDemoData(app.db, app.partners, undefined, data);
  // The demo Telemed providers of the template's insurer also serve the partner's members.
  await app.db
    .updateTable('telemed_providers')
    .set({ covered_ins_codes: sql<string[]>`array_append(covered_ins_codes, ${partner.partner.ins_code})` })
    .where(sql<boolean>`${template.partnerCode} = any(covered_ins_codes)`)
    .where(sql<boolean>`not (${partner.partner.ins_code} = any(covered_ins_codes))`)
    .execute();
  return (await findMember(app, partner, id)) ?? null;
}
