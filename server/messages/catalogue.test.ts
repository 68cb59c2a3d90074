/**
 * The catalogue of server texts (catalogue.ts): every entry says it in Thai and in English, in the
 * right slots; and no service writes Thai of its own (the guard below), so a new SMS, LINE message or
 * notification text has one place to go.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAIM_STAGES } from '../../shared/api/schemas/claims';
import { OTP_PURPOSES } from '../../shared/api/schemas/auth';
import type { LocalizedMessage } from '../../shared/api/errors';
import { lineText, MESSAGES, smsText } from './catalogue';

// Thai script; not ฿ (U+0E3F), the currency sign both languages write money with (shared/format).
const THAI = /[\u0E00-\u0E3E\u0E40-\u0E7F]/;

const product = { th: 'ประกันสุขภาพ', en: 'Health Plus' };
const when = new Date('2026-12-03T07:05:00Z');

/**
 * Each function entry, called with typical parameters (and every value of an enum it takes). A new
 * function entry needs a line here: the walk below fails on one it cannot call.
 */
const CALLS: Record<string, () => LocalizedMessage[]> = {
  'sms.otp': () =>
    OTP_PURPOSES.map((purpose) => MESSAGES.sms.otp({ code: '123456', refNo: 'K7QF', minutes: 5, purpose })),
  'sms.usernameReminder': () => [MESSAGES.sms.usernameReminder({ product, username: 'somchai01' })],
  'sms.passwordChanged': () => [
    MESSAGES.sms.passwordChanged({ product, when }),
    MESSAGES.sms.passwordChanged({ product, when, yearFormat: 'buddhist' }),
  ],
  'line.claimStage': () =>
    CLAIM_STAGES.map((stage) => MESSAGES.line.claimStage({ stage, claimNo: 'CL-2026-000123' })),
  'notification.claimStageTitle': () =>
    CLAIM_STAGES.map((stage) => MESSAGES.notification.claimStageTitle({ stage, claimNo: 'CL-2026-000123' })),
  'notification.claimStageBody': () =>
    CLAIM_STAGES.flatMap((stage) => [
      MESSAGES.notification.claimStageBody({ stage, claimNo: 'CL-2026-000123' }),
      MESSAGES.notification.claimStageBody({
        stage,
        claimNo: 'CL-2026-000123',
        amount: { value: 2950, currency: 'THB' },
      }),
    ]),
  'claim.moveRefused': () =>
    CLAIM_STAGES.flatMap((from) =>
      CLAIM_STAGES.flatMap((to) => [
        MESSAGES.claim.moveRefused({ from, to, allowed: [] }),
        MESSAGES.claim.moveRefused({ from, to, allowed: CLAIM_STAGES }),
      ]),
    ),
  'claim.aboveBenefitLimit': () => {
    const benefit = { th: 'ค่ารักษาพยาบาลผู้ป่วยนอก', en: 'Outpatient treatment' };
    return [
      ...(['per_day', 'per_visit', 'per_admission', 'per_accident', 'per_year'] as const).map((period) =>
        MESSAGES.claim.aboveBenefitLimit({ approved: 4400, limit: 3000, available: 3000, period, benefit }),
      ),
      MESSAGES.claim.aboveBenefitLimit({
        approved: 1000,
        limit: 3000,
        available: 500,
        period: 'per_year',
        benefit,
      }),
      MESSAGES.claim.aboveBenefitLimit({
        approved: 90000,
        limit: 77500,
        available: 77500,
        period: null,
        benefit,
      }),
    ];
  },
  ...Object.fromEntries(
    Object.entries(MESSAGES.claim.amountRefused).map(([rule, reason]) => [
      `claim.amountRefused.${rule}`,
      () => [reason({ approved: 1200, claimed: 1000, paid: 1100 })],
    ]),
  ),
};

/** Every text of the catalogue with its path ("sms.otp", "account.erased.2"), functions called. */
function texts(node: unknown, path: string, called: Set<string>): [string, LocalizedMessage][] {
  if (typeof node === 'function') {
    const call = CALLS[path];
    if (!call) throw new Error(`${path} is a function entry without a sample call in CALLS`);
    called.add(path);
    return call().map((text, i) => [`${path}()#${i}`, text]);
  }
  if (Array.isArray(node)) return node.flatMap((item, i) => texts(item, `${path}.${i}`, called));
  if (node && typeof node === 'object') {
    const keys = Object.keys(node).sort().join();
    if (keys === 'en,th') return [[path, node as LocalizedMessage]];
    return Object.entries(node).flatMap(([key, value]) =>
      texts(value, path ? `${path}.${key}` : key, called),
    );
  }
  throw new Error(`${path} is neither a { th, en } text, a list of them, a group nor a function`);
}

describe('the catalogue of server texts', () => {
  const called = new Set<string>();
  const all = texts(MESSAGES, '', called);

  it('has texts in every group, and a sample call for every function entry', () => {
    expect(all.length).toBeGreaterThan(60);
    for (const group of ['sms', 'line', 'notification', 'claim', 'account', 'cards'])
      expect(all.some(([path]) => path.startsWith(`${group}.`))).toBe(true);
    expect([...called].sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(all)('%s: Thai in th, English without Thai in en, neither empty', (_path, text) => {
    expect(typeof text.th).toBe('string');
    expect(typeof text.en).toBe('string');
    expect(text.th.trim()).not.toBe('');
    expect(text.en.trim()).not.toBe('');
    expect(text.th).toMatch(THAI);
    expect(text.en).not.toMatch(THAI);
    expect(text.th).not.toBe(text.en);
  });

  it('puts both languages in one SMS, the member first, and Thai first on LINE', () => {
    const text = { th: 'สวัสดี', en: 'Hello' };
    expect(smsText(text)).toBe('สวัสดี / Hello');
    expect(smsText(text, 'en')).toBe('Hello / สวัสดี');
    expect(lineText(text)).toBe('สวัสดี\nHello');
  });

  it('writes dates and money through shared/format', () => {
    expect(MESSAGES.sms.passwordChanged({ product, when }).th).toContain('3 ธ.ค. 2569 14:05 (GMT+7)');
    expect(MESSAGES.sms.passwordChanged({ product, when }).en).toContain('3 Dec 2026, 14:05 (GMT+7)');
    expect(MESSAGES.claim.amountRefused.paid_not_approved({ paid: 999999, approved: 1000 }).en).toBe(
      'The paid amount 999,999.00 must equal the approved 1,000.00.',
    );
  });
});

// --- The guard: no Thai written in server/modules outside the catalogue ---

const ROOT = join(import.meta.dirname, '..', '..');
const MODULES = join(ROOT, 'server', 'modules');

/**
 * Thai that is not a text sent to anyone, each with why. A line must match one of these exactly (by
 * file and pattern) to pass; an entry that no longer matches anything fails too, so the list cannot
 * go stale.
 */
const NOT_TEXTS: { file: string; line: RegExp; why: string }[] = [
  {
    file: 'server/modules/cards/cards.ts',
    line: /^\s+[a-z_]+: \/[^/]+\/i,$/,
    why: 'BENEFIT_TEXT: words matched in the benefit lines members type, to charge a claim to one; never sent',
  },
  {
    file: 'server/modules/staff/partner-drafts.ts',
    line: /^\s+nameTh: 'นำเข้า',$/,
    why: 'the name of a throwaway partner kit that an import builds only to mint fresh keys; never shown',
  },
];

/** The lines of a source that hold Thai script, as [line number, line]. */
function thaiLines(source: string): [number, string][] {
  return source
    .split('\n')
    .flatMap((line, i): [number, string][] => (THAI.test(line) ? [[i + 1, line]] : []));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('no Thai written in server/modules outside the catalogue', () => {
  it('finds Thai script on the lines that have it', () => {
    expect(thaiLines("const a = 'x';\nconst b = 'รหัส ' + code;\n// ok\n")).toEqual([
      [2, "const b = 'รหัส ' + code;"],
    ]);
    expect(thaiLines("const en = 'Your code';")).toEqual([]);
  });

  it('scans the service files and finds only what the list allows', () => {
    const files = sources(MODULES);
    expect(files.length).toBeGreaterThan(50);
    const used = new Set<number>();
    const found: string[] = [];
    for (const path of files) {
      const file = relative(ROOT, path).split('\\').join('/');
      for (const [n, line] of thaiLines(readFileSync(path, 'utf8'))) {
        const allowed = NOT_TEXTS.findIndex((x) => x.file === file && x.line.test(line));
        if (allowed >= 0) used.add(allowed);
        else found.push(`${file}:${n}: ${line.trim()}`);
      }
    }
    // A text the server sends goes into server/messages/catalogue.ts; the service calls it from there.
    expect(found).toEqual([]);
    expect(NOT_TEXTS.filter((_, i) => !used.has(i)).map((x) => x.file)).toEqual([]);
  });
});
