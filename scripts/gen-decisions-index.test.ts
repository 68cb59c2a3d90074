/**
 * docs/decisions/README.md indexes every decision record with its status and date: each record must
 * carry both lines, a record that a later one amends must say so, and the index must be what the
 * records say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DECISIONS_DIR,
  INDEX_FILE,
  parseRecord,
  readRecords,
  renderIndex,
  START_MARKER,
  unrecordedChanges,
  withDecisionsIndex,
} from './gen-decisions-index';

const record = (status: string, date: string, extra = '') =>
  `# 080: A title\n\n${status}\n${date}\n${extra}\n## Context\n\nText.\n`;

describe('the decision records and their index', () => {
  it('every record has a heading, a Status line and a Date line under it', () => {
    const files = readdirSync(DECISIONS_DIR).filter((f) => /^\d{3}-.+\.md$/.test(f) && !f.startsWith('000-'));
    expect(files.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const file of files) {
      try {
        parseRecord(file, readFileSync(`${DECISIONS_DIR}/${file}`, 'utf8'));
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a record that amends or supersedes another is named in that one’s status', () => {
    expect(unrecordedChanges(readRecords())).toEqual([]);
  });

  it('no record is dated after today', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(readRecords().filter((r) => r.date > today)).toEqual([]);
  });

  it('is the index generated from the records (run `npm run gen:decisions-index` after changing one)', () => {
    const current = readFileSync(INDEX_FILE, 'utf8');
    expect(current).toContain(START_MARKER);
    expect(withDecisionsIndex(current), `${INDEX_FILE} differs from the records`).toBe(current);
    for (const r of readRecords()) expect(current).toContain(`| ${r.number} | [`);
  });

  it('refuses a record without Status or Date, and reads what it amends', () => {
    const file = '080-a-title.md';
    expect(() => parseRecord(file, record('', '- Date: 2026-11-26'))).toThrow(
      /080-a-title\.md: no "- Status/,
    );
    expect(() => parseRecord(file, record('- Status: accepted', ''))).toThrow(/080-a-title\.md: no "- Date/);
    expect(() => parseRecord(file, record('- Status: done', '- Date: 2026-11-26'))).toThrow(
      /must start with/,
    );
    expect(() => parseRecord(file, '# 080 — A title\n\n- Status: accepted\n- Date: 2026-11-26\n')).toThrow(
      /first line/,
    );
    const parsed = parseRecord(
      file,
      record(
        '- Status: accepted (issue 9)',
        '- Date: 2026-11-26 (issue 9)',
        '- Amends 020 (pools) and 037. Migration 019.\n',
      ),
    );
    expect(parsed).toEqual({
      file,
      number: '080',
      title: 'A title',
      status: 'accepted (issue 9)',
      date: '2026-11-26',
      changes: ['020', '037'],
    });
    const earlier = { ...parsed, file: '020-x.md', number: '020', changes: [], status: 'accepted' };
    expect(unrecordedChanges([earlier, parsed])).toEqual([
      '020-x.md: its status should say "amended by 080" (or superseded)',
      '080-a-title.md amends 037, which is not a record',
    ]);
    expect(
      unrecordedChanges([
        { ...earlier, status: 'accepted; amended by 068 and 080' },
        { ...parsed, changes: ['020'] },
      ]),
    ).toEqual([]);
    expect(renderIndex([parsed])).toContain(
      '| 080 | [A title](080-a-title.md) | accepted (issue 9) | 2026-11-26 |',
    );
  });
});
