import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../stores/draft-card-store';
import { checkCardImage, EMPTY_COVERAGE, validateCardForm, validateCoverageForm } from './card-rules';
import { formatDate, formatMoney } from '../../../../shared/format';
import { isCardActive } from './format';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('card image rule', () => {
  it.each([
    [file('front.jpg', 'image/jpeg', 1000), null],
    [file('front.png', 'image/png', 10 * MB), null],
    [file('front.jpg', '', 1000), null],
    [file('front.png', 'image/png', 10 * MB + 1), 'image_size'],
    [file('scan.pdf', 'application/pdf', 1000), 'image_type'],
    [file('photo.heic', 'image/heic', 1000), 'image_type'],
    [file('empty.png', 'image/png', 0), 'image_type'],
    [null, 'image_required'],
  ] as const)('%o → %s', (f, expected) => {
    expect(checkCardImage(f)).toBe(expected);
  });
});

describe('card form', () => {
  const img = new File(['x'], 'a.png', { type: 'image/png' });
  const full = {
    company: 'AIA',
    noCard: 'P-1',
    name_ins: 'Somchai',
    startDate: '2026-01-01',
    dueDate: '2026-12-31',
    ins_code: '',
  };

  it('requires every field and both images', () => {
    expect(validateCardForm(EMPTY_DRAFT, { front: null, back: null })).toEqual({
      company: 'required',
      noCard: 'required',
      name_ins: 'required',
      startDate: 'required',
      dueDate: 'required',
      front: 'image_required',
      back: 'image_required',
    });
  });

  it('treats whitespace as empty', () => {
    expect(validateCardForm({ ...full, noCard: '   ' }, { front: img, back: img })).toEqual({
      noCard: 'required',
    });
  });

  it('accepts a complete card', () => {
    expect(validateCardForm(full, { front: img, back: img })).toEqual({});
  });

  it('refuses an expiry date before the start date', () => {
    expect(validateCardForm({ ...full, dueDate: '2025-12-31' }, { front: img, back: img })).toEqual({
      dueDate: 'date_order',
    });
  });

  it('needs no new images when editing a card that already has them, but checks a new one', () => {
    expect(validateCardForm(full, { front: null, back: null, hasFront: true, hasBack: true })).toEqual({});
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(validateCardForm(full, { front: pdf, back: null, hasFront: true, hasBack: true })).toEqual({
      front: 'image_type',
    });
  });
});

describe('coverage form', () => {
  it('requires the benefit text; fees are optional', () => {
    expect(validateCoverageForm(EMPTY_COVERAGE)).toEqual({ benefit: 'required' });
    expect(validateCoverageForm({ ...EMPTY_COVERAGE, benefit: 'OPD' })).toEqual({});
  });

  it('accepts digits only in fee fields', () => {
    expect(
      validateCoverageForm({
        benefit: 'OPD',
        max_limit: '1,500',
        medical_fee: '๑๒๓',
        room_price: '-5',
        surgery_fee: '12.5',
        medicine_fee: '700',
      }),
    ).toEqual({
      max_limit: 'digits_only',
      medical_fee: 'digits_only',
      room_price: 'digits_only',
      surgery_fee: 'digits_only',
    });
  });
});

describe('formatting', () => {
  it('shows Thai dates in the Buddhist era and English dates in the Gregorian calendar', () => {
    expect(formatDate('2025-01-15', { lang: 'th' })).toBe('15 ม.ค. 2568');
    expect(formatDate('2025-01-15', { lang: 'th', style: 'long' })).toBe('15 มกราคม 2568');
    expect(formatDate('2025-01-15', { lang: 'en' })).toBe('15 Jan 2025');
  });

  it('shows baht and dollars', () => {
    expect(formatMoney(1234)).toBe('฿1,234.00');
    expect(formatMoney('1500.50')).toBe('฿1,500.50');
    expect(formatMoney(250, 'USD')).toBe('US$250.00');
  });

  it('is active from the start date through the expiry date', () => {
    const card = { start_date: '2026-01-01', expiry_date: '2026-12-31' };
    expect(isCardActive(card, '2026-01-01')).toBe(true);
    expect(isCardActive(card, '2026-12-31')).toBe(true);
    expect(isCardActive(card, '2027-01-01')).toBe(false);
    expect(isCardActive(card, '2025-12-31')).toBe(false);
  });
});
