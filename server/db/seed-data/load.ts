/**
 * Reads the record files of records/ and legal/ and validates them with the schemas of schemas.ts.
 * A file that breaks its schema fails the load with every problem, each naming the file, the record
 * (its index in the file's array and its id) and the field:
 *   server/db/seed-data/records/cards.json: record 12 (id "C013"): expiryDate: expected a date YYYY-MM-DD
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import type { z } from 'zod';
import { REPO_ROOT } from '../../paths';

export class SeedDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`Seed data is invalid:\n${problems.join('\n')}`);
    this.name = 'SeedDataError';
  }
}

/** The file as the message names it: relative to the repository when inside it. */
export function shown(file: string): string {
  const rel = relative(REPO_ROOT, file);
  return rel.startsWith('..') || isAbsolute(rel) ? file : rel.split('\\').join('/');
}

/** `benefits[2].maxLimit` from zod's ['benefits', 2, 'maxLimit']. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function problemsOf(where: string, error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0
      ? `${where}: ${fieldPath(issue.path)}: ${issue.message}`
      : `${where}: ${issue.message}`,
  );
}

export function readJson(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new SeedDataError([`${shown(file)}: not valid JSON: ${(error as Error).message}`]);
  }
}

/** A JSON file holding one value (an object of labels, of plans…). */
export function loadFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const result = schema.safeParse(readJson(file));
  if (!result.success) throw new SeedDataError(problemsOf(shown(file), result.error));
  return result.data;
}

/** A JSON file holding an array of records, each checked on its own so problems name the record. */
export function loadRecords<S extends z.ZodType>(file: string, schema: S): z.output<S>[] {
  const data = readJson(file);
  if (!Array.isArray(data)) throw new SeedDataError([`${shown(file)}: expected an array of records`]);
  const problems: string[] = [];
  const records = data.map((record: unknown, index) => {
    const result = schema.safeParse(record);
    if (result.success) return result.data;
    const id =
      record && typeof record === 'object' && 'id' in record && typeof record.id === 'string'
        ? ` (id "${record.id}")`
        : '';
    problems.push(...problemsOf(`${shown(file)}: record ${index}${id}`, result.error));
    return undefined;
  });
  if (problems.length > 0) throw new SeedDataError(problems);
  return records as z.output<S>[];
}
