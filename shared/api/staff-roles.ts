/**
 * Staff roles and what each may do, in one table (docs/decisions/067-staff-roles-and-audit.md). No zod
 * and no other import: the contract (shared/api/contract.ts) names the permission each staff operation
 * needs, the server's one staff-auth check (server/http/staff-auth.ts) reads this table, and the
 * previewer shows or hides its actions from it, so the three can never disagree.
 *
 * A staff account also has a partner scope (the partners it serves, or all): what it lists, previews,
 * edits and moves is limited to those partners. The scope is checked by the server where a partner is
 * named (server/modules/staff/staff-scope.ts); the role here says what kind of work it may do at all.
 */

export const STAFF_ROLES = ['viewer', 'editor', 'publisher', 'claims_officer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Sign out, see who is signed in. Every role. */
  'session',
  /** See partners (public face and configuration), their demo records and preview them in frames. */
  'partners.read',
  /** See drafts, their images and history. */
  'drafts.read',
  /** Start, import, edit and export drafts and add their images. */
  'drafts.write',
  /** Approve a draft to go live (the onboarding issue builds the flow on this permission). */
  'drafts.publish',
  /** Move a claim along its timeline and request documents, within the claim rules. */
  'claims.move',
  /**
   * Set an approved amount above the claimed one or a paid amount other than the approved one, with a
   * reason (docs/decisions/067). Only together with claims.move.
   */
  'claims.override',
  /** Create staff accounts, change their roles, partner scope and passwords, disable them. */
  'staff.manage',
  /** Read the audit trail of staff writes. */
  'audit.read',
  /** Receive a live partner's secret_key and api_key (in a draft's export). */
  'partners.secrets',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The one table. Duties are kept apart: the people who change partner looks cannot move money, the
 * claims officers cannot change a partner's look, and the admin, who manages people, reads the audit
 * trail and may override a claim's money rules with a reason (a supervisor's act, itself audited).
 */
export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  viewer: ['session', 'partners.read', 'drafts.read'],
  editor: ['session', 'partners.read', 'drafts.read', 'drafts.write'],
  publisher: ['session', 'partners.read', 'drafts.read', 'drafts.publish'],
  claims_officer: ['session', 'partners.read', 'claims.move'],
  admin: [
    'session',
    'partners.read',
    'drafts.read',
    'drafts.write',
    'claims.move',
    'claims.override',
    'staff.manage',
    'audit.read',
    'partners.secrets',
  ],
};

export function roleHas(role: StaffRole, permission: StaffPermission): boolean {
  return STAFF_ROLE_PERMISSIONS[role].includes(permission);
}

/** Names for people (the previewer shows them; staff screens are in English). */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  publisher: 'Publisher',
  claims_officer: 'Claims officer',
  admin: 'Admin',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  viewer: 'sees partners, drafts and previews',
  editor: 'also starts, edits, imports and exports drafts',
  publisher: 'approves a draft to go live',
  claims_officer: 'moves claims and requests documents',
  admin: 'manages staff accounts and roles, reads the audit trail',
};
