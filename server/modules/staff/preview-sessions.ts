/**
 * Read-only preview sessions for the partner previewer (issue 14; docs/decisions/063-preview-mode.md).
 * A frame of the previewer shows a partner's signed-in screens as the partner's demo member sees them:
 * staff get a member session of that demo member, marked read_only, that lives 2 hours. The member
 * routes refuse it every operation that would change something (server/http/route.ts).
 *
 * Only demo members can be previewed (never a real member's data): the candidates are the partner's
 * members of the demo records (server/db/seed-data/records/members.json), in their order; the first one
 * in the database who has accepted the current terms and privacy policy is chosen, so every signed-in
 * screen shows data rather than the consent update. When every demo member of the partner still has
 * documents to accept, the first one is taken (the frames then show the update). A partner with no
 * demo member in the database (published from a draft, or never seeded) gets one synthesised with its
 * demo records (./preview-members.ts, docs/decisions/081-preview-members-and-records.md).
 */
import type { LoadedPartner } from '../../partners/registry';
import type { AppContext } from '../../context';
import { demoMemberId } from '../../db/seed';
import { seedData } from '../../db/seed-source';
import type { Member } from '../../db/types';
import { pendingConsents } from '../accounts/consents';
import type { IssuedSession } from '../accounts/sessions';
import { ensureSynthesisedMember } from './preview-members';

/** How long a preview session lives: a working session in the previewer, not a day. */
export const PREVIEW_SESSION_MINUTES = 120;

/**
 * The demo member a partner's frames sign in as: the partner's designated preview member (members.json
 * `previewMember`), so the frames show the same person whatever other demo members have done
 * meanwhile; failing that (deleted), the first one up to date with the consents; failing that (none in
 * the database), one synthesised for the partner. Null only when there are no demo records to copy.
 */
export async function previewMemberOf(app: AppContext, partner: LoadedPartner): Promise<Member | null> {
  return (await seededPreviewMember(app, partner)) ?? ensureSynthesisedMember(app, partner);
}

async function seededPreviewMember(app: AppContext, partner: LoadedPartner): Promise<Member | null> {
  const candidates = seedData.members
    .filter((m) => m.partnerCode === partner.partner.ins_code)
    .map((m) => demoMemberId(m.id));
  if (candidates.length === 0) return null;
  const rows = await app.db
    .selectFrom('members')
    .selectAll()
    .where('id', 'in', candidates)
    .where('partner_id', '=', partner.id)
    .where('deleted_at', 'is', null)
    .execute();
  const found = candidates
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is Member => r !== undefined);
  const designated = seedData.members.find(
    (m) => m.partnerCode === partner.partner.ins_code && m.previewMember,
  );
  const chosen = designated && found.find((r) => r.id === demoMemberId(designated.id));
  if (chosen) return chosen;
  const now = app.now();
  for (const member of found) {
    if ((await pendingConsents(app.db, member, now)).length === 0) return member;
  }
  return found[0] ?? null;
}

export interface PreviewSessionGrant extends IssuedSession {
  member: Member;
}

/** Opens a read-only session of the partner's demo member for a staff member, or null (no demo member). */
export async function startPreviewSession(
  app: AppContext,
  partner: LoadedPartner,
  staffId: string,
): Promise<PreviewSessionGrant | null> {
  const member = await previewMemberOf(app, partner);
  if (!member) return null;
  const issued = await app.sessions.issue(member.id, 'web', {
    staffId,
    ttlMinutes: PREVIEW_SESSION_MINUTES,
  });
  return { ...issued, member };
}
