import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cards as shippedCards, LEGAL_DIR, loadCards, RECORDS_DIR } from './index';
import { loadConsentDocuments } from './legal';
import { loadRecords, SeedDataError } from './load';
import { claimRecord } from './schemas';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'seed-data-'));
  cpSync(RECORDS_DIR, join(dir, 'records'), { recursive: true });
  cpSync(LEGAL_DIR, join(dir, 'legal'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Rewrites a copied JSON file through `change`. */
function edit(name: string, change: (data: Record<string, unknown>[]) => void) {
  const file = join(dir, 'records', name);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, JSON.stringify(data));
  return file;
}

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(SeedDataError);
    return (error as SeedDataError).problems;
  }
  throw new Error('expected the load to fail');
}

describe('record files', () => {
  it('loads an intact copy as the shipped data', () => {
    expect(loadCards(join(dir, 'records'))).toEqual(shippedCards);
  });

  it('names the file, the record and the field of a broken value', () => {
    const file = edit('cards.json', (cards) => {
      cards[12]!.expiryDate = '31/12/2026';
    });
    expect(problemsOf(() => loadCards(join(dir, 'records')))).toEqual([
      `${file}: record 12 (id "C013"): expiryDate: expected a date YYYY-MM-DD`,
    ]);
  });

  it('reports every broken record, nested fields by path, and unknown fields', () => {
    const file = edit('claims.json', (claims) => {
      claims[0]!.submittedAt = '2026-02-11 15:20';
      (claims[3]!.diagnosis as { en: string }).en = ' ';
      claims[5]!.statusNotes = { th: 'รอเอกสาร', en: 'Waiting for documents' };
    });
    expect(problemsOf(() => loadRecords(file, claimRecord))).toEqual([
      `${file}: record 0 (id "CL001"): submittedAt: expected a date-time with an offset, e.g. 2026-11-22T09:30:00+07:00`,
      `${file}: record 3 (id "CL004"): diagnosis.en: expected a non-empty text`,
      `${file}: record 5 (id "CL006"): Unrecognized key: "statusNotes"`,
    ]);
  });

  it('names the record of a card whose plan does not exist', () => {
    const file = edit('cards.json', (cards) => {
      cards[0]!.plan = 'goldPlan';
    });
    expect(problemsOf(() => loadCards(join(dir, 'records')))).toEqual([
      `${file}: record 0 (id "C001"): plan: no plan "goldPlan" in benefit-plans.json`,
    ]);
  });

  it('names a file that is not JSON', () => {
    const file = join(dir, 'records', 'claims.json');
    writeFileSync(file, '[{"id": "CL001",]');
    expect(problemsOf(() => loadRecords(file, claimRecord))[0]).toMatch(
      new RegExp(`^${file.replace(/[.\\]/g, '\\$&')}: not valid JSON: `),
    );
  });

  it('fills the defaults a record leaves out', () => {
    const [claim] = loadRecords(join(dir, 'records', 'claims.json'), claimRecord);
    expect(claim).toMatchObject({ id: 'CL001', currency: 'THB', dischargeDate: null, rejectionReason: null });
  });
});

describe('legal texts', () => {
  const legal = () => join(dir, 'legal');

  it('reads title, summary of changes and sections from the Markdown of each language', () => {
    const docs = loadConsentDocuments(legal());
    const terms2 = docs.find((d) => d.id === 'terms-v2')!;
    expect(terms2.title.en).toBe('Terms and Conditions of Use');
    expect(terms2.summaryOfChanges?.en).toMatch(/^This version adds online doctor consultations/);
    expect(terms2.sections[0]!.heading).toEqual({
      th: '1. บทนำและการยอมรับข้อกำหนด',
      en: '1. Introduction and acceptance',
    });
    expect(terms2.sections[0]!.body.en.split('\n\n')).toHaveLength(2);
    expect(docs.find((d) => d.id === 'terms-v1')!.summaryOfChanges).toBeNull();
  });

  it('refuses a language whose sections do not match the other', () => {
    const en = join(legal(), 'privacy', 'v2.en.md');
    writeFileSync(en, readFileSync(en, 'utf8').replace(/\n## [^\n]*\n\n[^#]*$/, '\n'));
    expect(problemsOf(() => loadConsentDocuments(legal()))).toEqual([
      `${join(legal(), 'privacy', 'v2.th.md')} and ${en}: 10 sections in Thai, 9 in English`,
    ]);
  });

  it('names a section without a body and a file without a title', () => {
    const th = join(legal(), 'terms', 'v1.th.md');
    writeFileSync(th, readFileSync(th, 'utf8').replace(/(\n## 2\.[^\n]*\n)[^#]*/, '$1\n'));
    expect(problemsOf(() => loadConsentDocuments(legal()))).toEqual([
      `${th}: section 2 ("2. คำนิยาม"): empty body`,
    ]);
    writeFileSync(th, 'Terms\n\n## 1. Intro\n\nText\n');
    expect(problemsOf(() => loadConsentDocuments(legal()))).toEqual([
      `${th}: expected the first line to be "# <title>"`,
    ]);
  });

  it('checks documents.json like the records', () => {
    const file = join(legal(), 'documents.json');
    const docs = JSON.parse(readFileSync(file, 'utf8'));
    docs[1].id = 'terms-v3';
    writeFileSync(file, JSON.stringify(docs));
    expect(problemsOf(() => loadConsentDocuments(legal()))[0]).toMatch(
      /documents\.json: record 1 \(id "terms-v3"\): id: /,
    );
  });
});
