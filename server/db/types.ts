/**
 * The typed Kysely view of the database. The table types are generated from the migrations into
 * server/db/generated/database.ts (`npm run gen`, see scripts/gen-db-types.ts; `npm run gen:check`
 * fails when a migration changed the schema and the file was not regenerated); this module names the
 * parts the code uses. Add a migration, run `npm run gen`, commit both.
 *
 * Value conventions (both drivers are configured to match, see server/db/database.ts):
 * timestamptz → Date; date → 'YYYY-MM-DD' string; numeric → string (exact money); bigint → number;
 * bytea → Uint8Array; jsonb → parsed JSON (write it with `json()` from server/db/json.ts).
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  Blobs,
  Cards,
  ClaimAttachments,
  Claims,
  ConsentDocuments,
  CoverageBenefits,
  DB,
  FamilyLinks,
  InsuredPersons,
  Members,
  Notifications,
  OtpChallenges,
  Outbox,
  Sessions,
  UseCardSessions,
} from './generated/database';

export type { ConsentSection, DayHours, JsonColumn, OpeningHours } from './column-types';
export type { Numeric, Timestamp } from './generated/database';

export type Database = DB;
export type CardsTable = Cards;
export type InsuredPersonsTable = InsuredPersons;

export type Lang = 'th' | 'en';
// The value sets of CHECK constraints, named where the code uses them (generated as unions).
export type Gender = Selectable<Members>['gender'];
export type CardType = Selectable<Cards>['type'];
export type ClaimStatus = Selectable<Claims>['status'];
export type ClaimType = Selectable<Claims>['claim_type'];
export type BenefitType = Selectable<Claims>['benefit_type'];
export type Currency = Selectable<Claims>['currency'];
export type NotificationCategory = Selectable<Notifications>['category'];
export type OtpPurpose = Selectable<OtpChallenges>['purpose'];
export type ConsentType = Selectable<ConsentDocuments>['type'];
export type ConsentChannel = Selectable<Sessions>['channel'];
export type OutboxChannel = Selectable<Outbox>['channel'];
export type FamilyRelation = Selectable<FamilyLinks>['relation'];
export type AttachmentKind = Selectable<ClaimAttachments>['kind'];
export type UseCardStatus = Selectable<UseCardSessions>['status'];
export type LimitPeriod = NonNullable<Selectable<CoverageBenefits>['limit_period']>;
export type BlobMime = Selectable<Blobs>['mime'];

export type Member = Selectable<Members>;
export type NewMember = Insertable<Members>;
export type MemberUpdate = Updateable<Members>;
export type Session = Selectable<Sessions>;
export type OutboxRow = Selectable<Outbox>;
