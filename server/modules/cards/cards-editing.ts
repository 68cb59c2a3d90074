/**
 * Self-added cards (/add-card, /edit-card, /add-coverage …): what a member typed in about a policy the
 * TPA does not hold. Every field is required (docs/spec.md 5); the photos are checked and re-encoded by
 * ./uploads (the re-encoded image is what is stored, docs/decisions/043-upload-pipeline.md) and stored
 * as content-addressed blobs in the same transaction as the card, so a card never points at a photo
 * that was not saved, and a failed save leaves nothing behind.
 *
 * Only fields of the form are read: owner, type, status or partner in a request are never applied
 * (docs/security.md 9).
 */
import type { Kysely, Transaction } from 'kysely';
import type { FieldIssue } from '../../../shared/api/errors';
import {
  CARD_FORM_FIELDS,
  CARD_NO_MAX,
  type CardFieldIssueCode,
  type CardSummary,
  type CoverageBenefit,
  INSURED_NAME_MAX,
  INSURER_NAME_MAX,
} from '../../../shared/api/schemas/cards';
import { checkDigits } from '../../../shared/rules/account';
import { checkDateRange, checkText, isCalendarDate } from '../../../shared/rules/text';
import type { BlobStore } from '../../db/blob-store';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import type { PartnerRegistry } from '../../partners/registry';
import { type CardRow, findVisibleCard, listBenefits, toCardSummary, type Viewer } from './cards';
import { findInsurer, OTHER_INSURER_ID } from './insurers';
import { type CheckedImage, checkImage, type UploadedFile } from '../claims/uploads';

export interface CardForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

interface ValidCard {
  insCode: string | null;
  insurerTh: string;
  insurerEn: string;
  cardNo: string;
  insuredName: string;
  startDate: string;
  expiryDate: string;
  front: CheckedImage | null;
  back: CheckedImage | null;
}

/** The card row's columns of a checked card form (the images aside). */
const cardColumns = (c: ValidCard) => ({
  card_no: c.cardNo,
  insured_name: c.insuredName,
  ins_code: c.insCode,
  insurer_name_th: c.insurerTh,
  insurer_name_en: c.insurerEn,
  start_date: c.startDate,
  expiry_date: c.expiryDate,
});

const issue = (path: string, code: CardFieldIssueCode | 'digits_only', message: string): FieldIssue => ({
  path,
  code,
  message,
});

/**
 * A real calendar date within the range every request date keeps to (shared/rules/text.ts), the
 * same check the contract's DateInputSchema makes: year 0000 reached PostgreSQL and failed with a 500.
 */
function isIsoDate(value: string): boolean {
  return isCalendarDate(value) && checkDateRange(value) === null;
}

/**
 * Checks a card form. `requireImages`: false on edit, where a side not sent keeps its photo. The
 * photos are decoded and re-encoded (./uploads): a card's photo is the re-encoded image.
 */
export async function validateCardForm(
  form: CardForm,
  partners: PartnerRegistry,
  requireImages: boolean,
): Promise<{ ok: true; card: ValidCard } | { ok: false; issues: FieldIssue[] }> {
  const F = CARD_FORM_FIELDS;
  const issues: FieldIssue[] = [];
  const text = (name: string, max: number): string => {
    const value = (form.fields[name] ?? '').trim();
    if (value === '') issues.push(issue(name, 'required', 'Required.'));
    // The same text rule as every JSON request string (shared/api/schemas/common.ts text()).
    else if (checkText(value)) issues.push(issue(name, 'text_control_characters', 'Control characters.'));
    else if (value.length > max) issues.push(issue(name, 'too_long', `At most ${max} characters.`));
    return value;
  };

  const insurerId = (form.fields[F.insurerId] ?? '').trim();
  let insCode: string | null = null;
  let insurerTh = '';
  let insurerEn = '';
  if (insurerId === '') issues.push(issue(F.insurerId, 'required', 'Required.'));
  else {
    const insurer = findInsurer(partners, insurerId);
    if (!insurer) issues.push(issue(F.insurerId, 'insurer_unknown', 'Not an id from GET /api/v1/insurers.'));
    else if (insurer.id === OTHER_INSURER_ID) {
      const name = text(F.insurerName, INSURER_NAME_MAX);
      insurerTh = name;
      insurerEn = name;
    } else {
      insCode = insurer.ins_code;
      insurerTh = insurer.name.th;
      insurerEn = insurer.name.en;
    }
  }
  const cardNo = text(F.cardNo, CARD_NO_MAX);
  const insuredName = text(F.insuredName, INSURED_NAME_MAX);

  const date = (name: string) => {
    const value = (form.fields[name] ?? '').trim();
    if (value === '') issues.push(issue(name, 'required', 'Required.'));
    else if (!isCalendarDate(value)) issues.push(issue(name, 'date_invalid', 'Expected YYYY-MM-DD.'));
    else if (checkDateRange(value))
      issues.push(issue(name, 'date_out_of_range', 'A date from 1900-01-01 to 2200-12-31.'));
    return value;
  };
  const startDate = date(F.startDate);
  const expiryDate = date(F.expiryDate);
  if (isIsoDate(startDate) && isIsoDate(expiryDate) && expiryDate < startDate)
    issues.push(issue(F.expiryDate, 'date_order', 'The expiry date is before the start date.'));

  const image = async (name: string): Promise<CheckedImage | null> => {
    const files = form.files.filter((f) => f.field === name);
    if (files.length === 0) {
      if (requireImages) issues.push(issue(name, 'required', 'Required.'));
      return null;
    }
    const result = await checkImage(files[files.length - 1]!);
    if (!result.ok) {
      issues.push(issue(name, result.code, result.message));
      return null;
    }
    return result.image;
  };
  // One after the other: the issues keep the form's order, and a request takes one decode slot.
  const front = await image(F.frontImage);
  const back = await image(F.backImage);

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    card: { insCode, insurerTh, insurerEn, cardNo, insuredName, startDate, expiryDate, front, back },
  };
}

function saveFailed(issues: FieldIssue[]): never {
  throw new ApiError('CARD_SAVE_FAILED', { details: issues });
}

async function storeImage(
  blobs: BlobStore,
  trx: Transaction<Database>,
  image: CheckedImage | null,
): Promise<string | null> {
  return image ? (await blobs.putFile(image.path, image.mime, trx)).sha256 : null;
}

/**
 * The insured person that is the member, created on first need (a member who has never linked a TPA
 * policy). It carries no national id: that is set only by linking a policy with an OTP, so typing a
 * card in can never claim someone else's TPA record.
 */
export async function ensureOwnPerson(
  db: Kysely<Database> | Transaction<Database>,
  viewer: Viewer,
): Promise<string> {
  const existing = await db
    .selectFrom('insured_persons')
    .select('id')
    .where('member_id', '=', viewer.memberId)
    .executeTakeFirst();
  if (existing) return existing.id;
  const member = await db
    .selectFrom('members')
    .select(['name', 'surname', 'birth_date', 'gender', 'mobile'])
    .where('id', '=', viewer.memberId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('insured_persons')
    .values({
      partner_id: viewer.partnerId,
      member_id: viewer.memberId,
      name: member.name,
      surname: member.surname,
      birth_date: member.birth_date,
      gender: member.gender,
      phones: member.mobile ? [member.mobile] : [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface CardEditingDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  partners: PartnerRegistry;
  now: Date;
}

/** Adds a self-added card for `personId` (the member's own person or a visible family member). */
export async function createSelfAddedCard(
  deps: CardEditingDeps,
  viewer: Viewer,
  personId: string | 'self',
  form: CardForm,
): Promise<CardSummary> {
  const checked = await validateCardForm(form, deps.partners, true);
  if (!checked.ok) saveFailed(checked.issues);
  const c = checked.card;
  const row = await deps.db.transaction().execute(async (trx) => {
    const insuredPersonId = personId === 'self' ? await ensureOwnPerson(trx, viewer) : personId;
    return trx
      .insertInto('cards')
      .values({
        partner_id: viewer.partnerId,
        insured_person_id: insuredPersonId,
        owner_member_id: viewer.memberId,
        type: 'self_added',
        ...cardColumns(c),
        front_image_sha256: await storeImage(deps.blobs, trx, c.front),
        back_image_sha256: await storeImage(deps.blobs, trx, c.back),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toCardSummary(row, viewer, deps.now);
}

/** The self-added card the viewer typed in, or: 404 when they cannot see it, `refuse` when it is a TPA card. */
async function editableCard(
  db: Kysely<Database>,
  viewer: Viewer,
  cardId: string,
  refuse: 'CARD_SAVE_FAILED' | 'CARD_DELETE_FAILED',
): Promise<CardRow> {
  const card = await findVisibleCard(db, viewer, cardId);
  if (!card) throw new ApiError('NOT_FOUND');
  if (card.type !== 'self_added' || card.owner_member_id !== viewer.memberId)
    throw new ApiError(refuse, { status: 403, details: { reason: 'not_self_added' } });
  return card;
}

export async function updateSelfAddedCard(
  deps: CardEditingDeps,
  viewer: Viewer,
  cardId: string,
  form: CardForm,
): Promise<CardSummary> {
  await editableCard(deps.db, viewer, cardId, 'CARD_SAVE_FAILED');
  const checked = await validateCardForm(form, deps.partners, false);
  if (!checked.ok) saveFailed(checked.issues);
  const c = checked.card;
  const row = await deps.db.transaction().execute(async (trx) => {
    const front = await storeImage(deps.blobs, trx, c.front);
    const back = await storeImage(deps.blobs, trx, c.back);
    return trx
      .updateTable('cards')
      .set({
        ...cardColumns(c),
        ...(front ? { front_image_sha256: front } : {}),
        ...(back ? { back_image_sha256: back } : {}),
        updated_at: deps.now,
      })
      .where('id', '=', cardId)
      .where('owner_member_id', '=', viewer.memberId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toCardSummary(row, viewer, deps.now);
}

export async function deleteSelfAddedCard(
  db: Kysely<Database>,
  viewer: Viewer,
  cardId: string,
): Promise<void> {
  await editableCard(db, viewer, cardId, 'CARD_DELETE_FAILED');
  const claims = await db
    .selectFrom('claims')
    .select('id')
    .where('card_id', '=', cardId)
    .limit(1)
    .executeTakeFirst();
  // Claims filed on the card keep it: its number and insurer are part of the claim record.
  if (claims) throw new ApiError('CARD_DELETE_FAILED', { details: { reason: 'has_claims' } });
  await db
    .deleteFrom('cards')
    .where('id', '=', cardId)
    .where('owner_member_id', '=', viewer.memberId)
    .execute();
}

// --- Benefit lines ---

export interface BenefitInput {
  benefit: string;
  max_limit?: string | undefined;
  medical_fee?: string | undefined;
  room_price?: string | undefined;
  surgery_fee?: string | undefined;
  medicine_fee?: string | undefined;
}

const FEE_FIELDS = ['max_limit', 'medical_fee', 'room_price', 'surgery_fee', 'medicine_fee'] as const;

function validateBenefit(input: BenefitInput) {
  const issues: FieldIssue[] = [];
  const benefit = input.benefit.trim();
  if (benefit === '') issues.push(issue('benefit', 'required', 'Required.'));
  else if (checkText(benefit))
    issues.push(issue('benefit', 'text_control_characters', 'Control characters.'));
  const fees: Record<(typeof FEE_FIELDS)[number], number | null> = {
    max_limit: null,
    medical_fee: null,
    room_price: null,
    surgery_fee: null,
    medicine_fee: null,
  };
  for (const field of FEE_FIELDS) {
    const value = (input[field] ?? '').trim();
    const problem = checkDigits(value, false);
    if (problem) issues.push(issue(field, 'digits_only', 'Digits only.'));
    else if (value !== '') fees[field] = Number(value);
  }
  if (issues.length > 0) saveFailed(issues);
  return { benefit, fees };
}

async function benefitAnswer(
  db: Kysely<Database>,
  cardId: string,
  benefitId: string,
  now: Date,
): Promise<CoverageBenefit> {
  const card = await db
    .selectFrom('cards')
    .select(['id', 'start_date', 'expiry_date'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  const all = await listBenefits(db, card, now);
  return all.find((b) => b.id === benefitId)!;
}

/**
 * A benefit's columns from the member's input, on a card they may edit: the member writes in one
 * language, so both columns carry their words.
 */
async function benefitColumns(db: Kysely<Database>, viewer: Viewer, cardId: string, input: BenefitInput) {
  await editableCard(db, viewer, cardId, 'CARD_SAVE_FAILED');
  const { benefit, fees } = validateBenefit(input);
  return { benefit_th: benefit, benefit_en: benefit, ...fees };
}

export async function createBenefit(
  db: Kysely<Database>,
  viewer: Viewer,
  cardId: string,
  input: BenefitInput,
  now: Date,
): Promise<CoverageBenefit> {
  const columns = await benefitColumns(db, viewer, cardId, input);
  const last = await db
    .selectFrom('coverage_benefits')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('card_id', '=', cardId)
    .executeTakeFirst();
  const row = await db
    .insertInto('coverage_benefits')
    .values({
      card_id: cardId,
      position: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1,
      ...columns,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return benefitAnswer(db, cardId, row.id, now);
}

export async function updateBenefit(
  db: Kysely<Database>,
  viewer: Viewer,
  cardId: string,
  benefitId: string,
  input: BenefitInput,
  now: Date,
): Promise<CoverageBenefit> {
  const columns = await benefitColumns(db, viewer, cardId, input);
  const updated = await db
    .updateTable('coverage_benefits')
    .set({ ...columns, updated_at: now })
    .where('id', '=', benefitId)
    .where('card_id', '=', cardId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND');
  return benefitAnswer(db, cardId, benefitId, now);
}

export async function deleteBenefit(
  db: Kysely<Database>,
  viewer: Viewer,
  cardId: string,
  benefitId: string,
): Promise<void> {
  await editableCard(db, viewer, cardId, 'CARD_DELETE_FAILED');
  const deleted = await db
    .deleteFrom('coverage_benefits')
    .where('id', '=', benefitId)
    .where('card_id', '=', cardId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new ApiError('NOT_FOUND');
}
