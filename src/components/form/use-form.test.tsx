/**
 * The form state's extensions for the larger forms: values kept outside (a draft), steps that check
 * only their own fields, file fields checked when picked; and the error mapping for a save's own
 * field issues (CARD_SAVE_FAILED's multipart field names).
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { mapApiError } from './map-api-error';
import { type Checks, checksFrom, summaryItems, useForm } from './use-form';

type Values = { name: string; photo: string | null; count: number };
const checks: Checks<Values> = {
  name: (v) => (v ? null : 'required'),
  photo: (v) => (v === null ? 'required' : v.endsWith('.pdf') ? 'not a photo' : null),
  count: (v) => (v > 0 ? null : 'none'),
};
const start: Values = { name: '', photo: null, count: 0 };

describe('useForm', () => {
  it('checks only the fields of the step asked for', () => {
    const { result } = renderHook(() =>
      useForm(start, checks, { steps: { first: ['name'], second: ['photo', 'count'] } }),
    );
    let ok = true;
    act(() => {
      ok = result.current.validate('first');
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ name: 'required' });
    act(() => result.current.clearErrors());
    expect(result.current.errors).toEqual({});
  });

  it('refuses a picked file at once, keeps the one before, and keeps the reason over "required"', () => {
    const { result } = renderHook(() => useForm(start, checks));
    let accepted = true;
    act(() => {
      accepted = result.current.pick('photo', 'scan.pdf');
    });
    expect(accepted).toBe(false);
    expect(result.current.values.photo).toBeNull();
    expect(result.current.errors.photo).toBe('not a photo');
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors.photo).toBe('not a photo');
    act(() => {
      result.current.pick('photo', 'front.png');
    });
    expect(result.current.values.photo).toBe('front.png');
    expect(result.current.errors.photo).toBeNull();
    act(() => result.current.refuse('photo', 'unreadable', null));
    expect(result.current.values.photo).toBeNull();
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors.photo).toBe('unreadable');
  });

  it('reads values kept outside and reports each change', () => {
    const onChange = vi.fn();
    const outside: Values = { name: 'Somchai', photo: null, count: 2 };
    const { result } = renderHook(() => useForm(start, checks, { values: outside, onChange }));
    expect(result.current.values).toBe(outside);
    act(() => result.current.set('name', 'Somsri'));
    expect(onChange).toHaveBeenCalledWith({ name: 'Somsri' });
    // Controlled: the form does not keep its own copy.
    expect(result.current.values.name).toBe('Somchai');
  });

  it('checks nothing on blur when asked to check at submit only', () => {
    const { result } = renderHook(() => useForm({ name: 'x' }, { name: () => 'bad' }, { checkOn: 'submit' }));
    expect(result.current.field('name').onBlur).toBeUndefined();
  });

  it('builds per-field checks from a rule over the whole form', () => {
    const built = checksFrom<Values, 'name' | 'count'>(['name', 'count'], (all) => ({
      count: all.count > all.name.length ? 'too many' : null,
    }));
    expect(built.count?.(5, { name: 'ab', photo: null, count: 5 })).toBe('too many');
    expect(built.name?.('ab', { name: 'ab', photo: null, count: 5 })).toBeNull();
  });
});

describe('mapApiError', () => {
  const t = (key: string, options?: { defaultValue: string }) =>
    key === 'validation:required' ? 'Required.' : (options?.defaultValue ?? key);

  it('puts a save’s own field issues (multipart names) on their fields, the first one first', () => {
    const error = new ApiRequestError(422, 'CARD_SAVE_FAILED', { th: 'บันทึกไม่สำเร็จ', en: 'Not saved.' }, [
      { path: 'front_image', code: 'file_mismatch' },
      { path: 'front_image', code: 'required' },
      { path: 'card_no', code: 'required' },
      { path: 'fields.email', code: 'required' },
    ]);
    const mapped = mapApiError(
      error,
      'en',
      {
        body: { front_image: 'front', card_no: 'noCard' },
        issues: (code) => (code === 'file_mismatch' ? 'Not a photo.' : null),
      },
      t,
    );
    expect(mapped).toEqual({ fields: { front: 'Not a photo.', noCard: 'Required.' }, form: 'Not saved.' });
  });
});

describe('summaryItems', () => {
  it('lists the fields with an error in the order given, with the control to focus and its name', () => {
    const errors = { count: 'none', name: 'required', photo: null };
    expect(
      summaryItems<Values>(
        errors,
        ['name', 'photo', 'count'],
        (n) => `f-${String(n)}`,
        (n) => (n === 'name' ? 'Name' : undefined),
      ),
    ).toEqual([
      { id: 'f-name', message: 'required', label: 'Name' },
      { id: 'f-count', message: 'none' },
    ]);
    expect(summaryItems<Values>({}, ['name'])).toEqual([]);
  });
});
