/**
 * Card and coverage form rules (docs/spec.md section 5): every card field is required, card images are JPG or
 * PNG up to 10 MB, benefit text is required and coverage fees are digits only. Pure functions that
 * return error codes; the screens translate them (validation:* and cards:errors.*).
 */
import { MAX_UPLOAD_BYTES } from '../../../../shared/api/constants';
import { checkDigits, type RuleError } from '../../../../shared/rules/account';
import type { DraftCard } from '../stores/draft-card-store';

/** `file_unreadable`: only the server knows (the photo did not decode); shown as validation:file_unreadable. */
export type CardRuleError =
  | RuleError
  | 'image_required'
  | 'image_type'
  | 'image_size'
  | 'date_order'
  | 'file_unreadable';

export const CARD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CARD_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** JPG or PNG (by type, or by extension when a webview reports no type), at most 10 MB. */
export function checkCardImage(file: Pick<File, 'name' | 'type' | 'size'> | null): CardRuleError | null {
  if (!file) return 'image_required';
  const typeOk = (CARD_IMAGE_TYPES as readonly string[]).includes(file.type);
  const extOk = file.type === '' && /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk && !extOk) return 'image_type';
  if (file.size > MAX_UPLOAD_BYTES) return 'image_size';
  if (file.size === 0) return 'image_type';
  return null;
}

export type CardFormErrors = Partial<Record<keyof DraftCard | 'front' | 'back', CardRuleError>>;

export interface CardImages {
  /** A newly chosen file, or null. */
  front: File | null;
  back: File | null;
  /** The card already has this image on the server (edit flow): no new file needed. */
  hasFront?: boolean;
  hasBack?: boolean;
}

const required = (v: string): RuleError | null => (v.trim() === '' ? 'required' : null);

export function validateCardForm(draft: DraftCard, images: CardImages): CardFormErrors {
  const errors: CardFormErrors = {};
  const put = (key: keyof CardFormErrors, e: CardRuleError | null) => {
    if (e) errors[key] = e;
  };
  put('company', required(draft.company));
  put('noCard', required(draft.noCard));
  put('name_ins', required(draft.name_ins));
  put('startDate', required(draft.startDate));
  put('dueDate', required(draft.dueDate));
  if (!errors.startDate && !errors.dueDate && draft.dueDate < draft.startDate) errors.dueDate = 'date_order';
  put('front', images.front || !images.hasFront ? checkCardImage(images.front) : null);
  put('back', images.back || !images.hasBack ? checkCardImage(images.back) : null);
  return errors;
}

export interface CoverageDraft {
  benefit: string;
  max_limit: string;
  medical_fee: string;
  room_price: string;
  surgery_fee: string;
  medicine_fee: string;
}

export const FEE_FIELDS = ['max_limit', 'medical_fee', 'room_price', 'surgery_fee', 'medicine_fee'] as const;

export const EMPTY_COVERAGE: CoverageDraft = {
  benefit: '',
  max_limit: '',
  medical_fee: '',
  room_price: '',
  surgery_fee: '',
  medicine_fee: '',
};

export function validateCoverageForm(draft: CoverageDraft): Partial<Record<keyof CoverageDraft, RuleError>> {
  const errors: Partial<Record<keyof CoverageDraft, RuleError>> = {};
  const benefit = required(draft.benefit);
  if (benefit) errors.benefit = benefit;
  for (const field of FEE_FIELDS) {
    const e = checkDigits(draft[field].trim(), false);
    if (e) errors[field] = e;
  }
  return errors;
}
