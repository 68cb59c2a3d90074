import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditRange,
  bangkokTime,
  jsonPreview,
  rangeIsEmpty,
  scopeText,
  tabFrom,
  withTab,
} from './format';
import { decodeView, encodeView } from '../view/view-state';

describe('the section in the address bar', () => {
  it('adds and removes tab=admin and keeps the view parameters as encodeView wrote them', () => {
    const view = decodeView('?partners=default,siam-life&lang=th,en&w=390&compare=1&highlight=1');
    const query = encodeView(view);
    const admin = withTab(query, 'admin');
    expect(tabFrom(`?${admin}`)).toBe('admin');
    expect(decodeView(`?${admin}`)).toEqual(view);
    expect(withTab(admin, 'previews')).toBe(query);
    expect(withTab(query, 'previews')).toBe(query);
  });

  it('reads anything but tab=admin as the previews', () => {
    expect(tabFrom('')).toBe('previews');
    expect(tabFrom('?tab=staff')).toBe('previews');
    expect(tabFrom('?partners=default&tab=admin')).toBe('admin');
  });
});

describe('times and dates in Bangkok', () => {
  it('shows an instant in Bangkok time, across the UTC date line', () => {
    expect(bangkokTime('2026-11-26T07:03:05Z')).toBe('26 Nov 2026, 14:03:05');
    expect(bangkokTime('2026-11-26T17:03:05.123Z')).toBe('27 Nov 2026, 00:03:05');
    expect(bangkokTime('not a time')).toBe('not a time');
  });

  it('turns picked dates into the API range: from the start of from to the end of to (exclusive)', () => {
    expect(auditRange('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-11-01T00:00:00+07:00',
      to: '2026-12-01T00:00:00+07:00',
    });
    expect(auditRange('', '2026-12-31')).toEqual({ to: '2027-01-01T00:00:00+07:00' });
    expect(auditRange('', '')).toEqual({});
    expect(rangeIsEmpty('2026-11-02', '2026-11-01')).toBe(true);
    expect(rangeIsEmpty('2026-11-01', '2026-11-01')).toBe(false);
    expect(rangeIsEmpty('2026-11-02', '')).toBe(false);
  });
});

describe('a partner scope in words', () => {
  const names = new Map([['siam-life', 'Siam Life']]);
  it('says All partners for null and names known partners', () => {
    expect(scopeText(null, names)).toBe('All partners');
    expect(scopeText(['siam-life', 'gone-partner'], names)).toBe('Siam Life, gone-partner');
  });
});

describe('an audit entry before → after', () => {
  it('lists only what a staff update changed', () => {
    const before = { email: 'a@tpa.example', name: 'A', role: 'viewer', partner_ids: null, disabled: false };
    const after = { ...before, role: 'editor', partner_ids: ['siam-life'], password_changed: true };
    expect(auditChanges(before, after)).toEqual([
      { path: 'role', before: 'viewer', after: 'editor' },
      { path: 'partner_ids', before: null, after: ['siam-life'] },
      { path: 'password_changed', before: undefined, after: true },
    ]);
  });

  it('lists every field of a create, and nothing for an unchanged record', () => {
    expect(auditChanges(null, { email: 'a@tpa.example', role: 'viewer' })).toEqual([
      { path: 'email', before: undefined, after: 'a@tpa.example' },
      { path: 'role', before: undefined, after: 'viewer' },
    ]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('follows nested objects, joining JSON pointers without a dot', () => {
    const before = { version: 3, values: { '/theme/main_color_1': '#000000', '/partner/name': 'x' } };
    const after = { version: 4, values: { '/theme/main_color_1': '#FFFFFF' }, summary: 'one change' };
    expect(auditChanges(before, after)).toEqual([
      { path: 'version', before: 3, after: 4 },
      { path: 'values/theme/main_color_1', before: '#000000', after: '#FFFFFF' },
      { path: 'summary', before: undefined, after: 'one change' },
      { path: 'values/partner/name', before: 'x', after: undefined },
    ]);
  });

  it('compares scalars and arrays as whole values', () => {
    expect(auditChanges('open', 'closed')).toEqual([{ path: '', before: 'open', after: 'closed' }]);
    expect(auditChanges({ ids: ['a', 'b'] }, { ids: ['a', 'b'] })).toEqual([]);
  });

  it('shows short values as compact JSON and cuts long ones, keeping the pretty whole', () => {
    expect(jsonPreview(undefined)).toEqual({ text: '—', full: null });
    expect(jsonPreview(null)).toEqual({ text: 'null', full: null });
    expect(jsonPreview(['siam-life'])).toEqual({ text: '["siam-life"]', full: null });
    const long = { text: 'x'.repeat(100) };
    const preview = jsonPreview(long, 20);
    expect(preview.text).toHaveLength(20);
    expect(preview.text.endsWith('…')).toBe(true);
    expect(preview.full).toBe(JSON.stringify(long, null, 2));
  });
});
