/**
 * Checks a PDF before it is accepted as an attachment (e-Claim; docs/decisions/043-upload-pipeline.md).
 * A PDF passes only when it
 * - starts with a `%PDF-1.x` (or `%PDF-2.0`) header at offset 0;
 * - ends with a trailer: `startxref`, an offset, `%%EOF`, and nothing after it but white space; the
 *   offset points at a cross-reference table (`xref`) or a cross-reference stream (`n g obj` with
 *   `/Type /XRef`);
 * - is not encrypted (an encrypted file cannot be inspected);
 * - names none of the actions and containers a viewer would run or open: /JavaScript, /JS, /Launch,
 *   /EmbeddedFile(s), /AA (additional actions), /OpenAction with JavaScript (refused through /JS,
 *   /JavaScript), /RichMedia, /XFA — however they are written: `#xx` escapes in names are decoded
 *   (`/J#61vaScript` is /JavaScript), and object streams are inflated and scanned the same way.
 *
 * The file is read by a tokenizer that knows strings, comments, dictionaries and stream data, so the
 * word "stream" inside a string cannot hide objects, and binary stream data (images, fonts) is not
 * mistaken for names. Dictionaries live either at the top level or inside object streams, so those
 * are the places scanned; every FlateDecode stream is also inflated with a bounded output (kept only
 * for object streams, counted for the rest), so a decompression bomb is refused without being held.
 * Memory: the file itself (at most the 10 MiB upload limit) plus one object stream (at most
 * PDF_LIMITS.objectStreamBytes).
 */
import { readFile } from 'node:fs/promises';
import { createInflate } from 'node:zlib';

export type PdfIssueCode = 'pdf_broken' | 'pdf_unsafe';
export type PdfCheck = { ok: true } | { ok: false; code: PdfIssueCode; message: string };

export interface PdfLimits {
  /** Largest inflated object stream (kept in memory to be scanned). */
  objectStreamBytes: number;
  /** Most bytes inflated over the whole file, object streams and the rest (counted, not kept). */
  totalInflatedBytes: number;
}

export const PDF_LIMITS: PdfLimits = {
  objectStreamBytes: 16 * 1024 * 1024,
  totalInflatedBytes: 256 * 1024 * 1024,
};

/** Names that make a viewer run code, open another program or carry files and forms (decoded). */
export const PDF_FORBIDDEN_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AA',
  'RichMedia',
  'XFA',
]);

/** Filters whose output is pixels: the stream is skipped, never parsed for objects. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n \t%]/;
/** How far from the end `startxref n %%EOF` may start. */
const TRAILER_WINDOW = 1024;

export async function checkPdfFile(path: string, limits: PdfLimits = PDF_LIMITS): Promise<PdfCheck> {
  return checkPdf(await readFile(path), limits);
}

class Refusal extends Error {
  constructor(
    readonly code: PdfIssueCode,
    message: string,
  ) {
    super(message);
  }
}

const broken = (message: string) => new Refusal('pdf_broken', message);
const unsafe = (message: string) => new Refusal('pdf_unsafe', message);

export async function checkPdf(bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<PdfCheck> {
  try {
    // latin1: one character per byte, so string offsets are file offsets.
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    checkStructure(text);
    const budget = { inflated: 0 };
    await scan(text, 0, text.length, { bytes, limits, budget, topLevel: true });
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

function checkStructure(text: string): void {
  if (!HEADER.test(text.slice(0, 16))) throw broken('No %PDF-1.x header at the start.');
  const tail = text.slice(Math.max(0, text.length - TRAILER_WINDOW));
  // The last %%EOF, followed by nothing but white space: data appended after the end (a ZIP, HTML)
  // makes a polyglot and is refused.
  const trailer = /startxref[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]+%%EOF[\0\t\n\f\r ]*$/.exec(tail);
  if (!tail.includes('%%EOF')) throw broken('No %%EOF at the end.');
  if (!trailer) throw broken('No startxref offset before the final %%EOF, or data after it.');
  const offset = Number(trailer[1]);
  if (offset >= text.length) throw broken('startxref points past the end of the file.');
  const at = text.slice(offset, offset + 4096);
  if (/^xref[\0\t\n\f\r ]/.test(at)) return;
  const object = /^\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj\b/.exec(at);
  if (object && /\/Type\s*\/XRef\b/.test(decodeNames(at.slice(object[0].length)))) return;
  throw broken('startxref does not point at a cross-reference table or stream.');
}

/** Decodes `#xx` escapes inside every name of `text` (for the short checks that use a regex). */
function decodeNames(text: string): string {
  return text.replace(/\/[^\0\t\n\f\r ()<>[\]{}/%]*/g, (name) => `/${decodeName(name.slice(1))}`);
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

interface ScanState {
  bytes: Uint8Array;
  limits: PdfLimits;
  budget: { inflated: number };
  /** False inside an object stream (which may not hold streams). */
  topLevel: boolean;
}

type Token =
  | { kind: 'name'; value: string }
  | { kind: 'open' | 'close' | 'arrayOpen' | 'arrayClose' }
  | { kind: 'word'; value: string };

const isWhite = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;

/**
 * Walks PDF syntax from `start` to `end`: refuses forbidden names, and hands each stream (with the
 * tokens of the dictionary before it) to checkStream, then continues after its data.
 */
async function scan(text: string, start: number, end: number, state: ScanState): Promise<void> {
  let i = start;
  /** Tokens of the dictionary being read (depth ≥ 1) and of the last one closed at depth 0. */
  let depth = 0;
  let dict: Token[] = [];
  let lastDict: Token[] = [];
  const push = (token: Token) => {
    if (depth > 0) dict.push(token);
  };
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isWhite(c)) {
      i += 1;
    } else if (c === 0x25) {
      // % comment, to the end of the line.
      while (i < end && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i += 1;
    } else if (c === 0x28) {
      i = skipLiteralString(text, i, end);
    } else if (c === 0x3c && text.charCodeAt(i + 1) === 0x3c) {
      if (depth === 0) dict = [];
      depth += 1;
      push({ kind: 'open' });
      i += 2;
    } else if (c === 0x3e && text.charCodeAt(i + 1) === 0x3e) {
      if (depth > 0) {
        push({ kind: 'close' });
        depth -= 1;
        if (depth === 0) lastDict = dict;
      }
      i += 2;
    } else if (c === 0x3c) {
      const close = text.indexOf('>', i);
      i = close < 0 || close >= end ? end : close + 1; // hex string
    } else if (c === 0x5b || c === 0x5d) {
      push({ kind: c === 0x5b ? 'arrayOpen' : 'arrayClose' });
      i += 1;
    } else if (c === 0x2f) {
      let j = i + 1;
      while (j < end && !isWhite(text.charCodeAt(j)) && !isDelimiter(text.charCodeAt(j))) j += 1;
      const name = decodeName(text.slice(i + 1, j));
      if (PDF_FORBIDDEN_NAMES.has(name)) throw unsafe(`The PDF contains /${name}.`);
      if (name === 'Encrypt' && state.topLevel) throw unsafe('The PDF is encrypted and cannot be inspected.');
      push({ kind: 'name', value: name });
      i = j;
    } else if (c === 0x29 || c === 0x3e || c === 0x7b || c === 0x7d) {
      i += 1;
    } else {
      let j = i;
      while (j < end && !isWhite(text.charCodeAt(j)) && !isDelimiter(text.charCodeAt(j))) j += 1;
      const word = text.slice(i, j);
      i = j;
      if (word === 'stream' && depth === 0) {
        if (!state.topLevel) throw broken('A stream inside an object stream.');
        i = await checkStream(text, i, end, lastDict, state);
        lastDict = [];
      } else {
        push({ kind: 'word', value: word });
      }
    }
  }
}

/** Index after a literal string `( … )` starting at `i`: nested parentheses and `\` escapes. */
function skipLiteralString(text: string, i: number, end: number): number {
  let depth = 0;
  for (let j = i; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j += 1;
    else if (c === 0x28) depth += 1;
    else if (c === 0x29) {
      depth -= 1;
      if (depth === 0) return j + 1;
    }
  }
  return end;
}

/** The value tokens of `key` at the top of a dictionary's tokens (a single token or an array). */
function entry(dict: Token[], key: string): Token[] | null {
  let depth = 0;
  for (let k = 0; k < dict.length; k++) {
    const t = dict[k]!;
    if (t.kind === 'open' || t.kind === 'arrayOpen') depth += 1;
    else if (t.kind === 'close' || t.kind === 'arrayClose') depth -= 1;
    else if (depth === 1 && t.kind === 'name' && t.value === key) {
      const next = dict[k + 1];
      if (!next) return [];
      if (next.kind !== 'arrayOpen' && next.kind !== 'open') {
        // `n g R`: an indirect reference.
        const after = dict.slice(k + 1, k + 4);
        if (after.length === 3 && after[2]!.kind === 'word' && after[2]!.value === 'R') return after;
        return [next];
      }
      const out: Token[] = [];
      let d = 0;
      for (let m = k + 1; m < dict.length; m++) {
        const u = dict[m]!;
        if (u.kind === 'open' || u.kind === 'arrayOpen') d += 1;
        if (u.kind === 'close' || u.kind === 'arrayClose') d -= 1;
        out.push(u);
        if (d === 0) break;
      }
      return out;
    }
  }
  return null;
}

const names = (tokens: Token[]) =>
  tokens.flatMap((t) => (t.kind === 'name' ? [t.value] : t.kind === 'word' ? [`#${t.value}`] : []));

/**
 * A stream whose keyword ends at `i`: finds its data (by a direct /Length when `endstream` follows
 * it, else by the next `endstream`, as viewers do), inflates what is Flate-encoded within the
 * limits, scans object streams, and returns the index after `endstream`.
 */
async function checkStream(
  text: string,
  i: number,
  end: number,
  dict: Token[],
  state: ScanState,
): Promise<number> {
  let start = i;
  if (text.charCodeAt(start) === 13) start += 1;
  if (text.charCodeAt(start) === 10) start += 1;
  else if (start === i) throw broken('The stream keyword is not followed by an end of line.');
  let dataEnd = -1;
  const length = entry(dict, 'Length');
  if (length?.length === 1 && length[0]!.kind === 'word' && /^\d{1,10}$/.test(length[0]!.value)) {
    const candidate = start + Number(length[0]!.value);
    if (/^[\0\t\n\f\r ]*endstream/.test(text.slice(candidate, candidate + 64))) dataEnd = candidate;
  }
  if (dataEnd < 0) {
    dataEnd = text.indexOf('endstream', start);
    if (dataEnd < 0 || dataEnd >= end) throw broken('A stream has no endstream.');
  }
  const after = text.indexOf('endstream', dataEnd) + 'endstream'.length;

  const type = entry(dict, 'Type');
  const isObjectStream =
    (type !== null && names(type).includes('ObjStm')) ||
    (entry(dict, 'N') !== null && entry(dict, 'First') !== null);
  const filter = entry(dict, 'Filter');
  const filters = filter === null ? [] : names(filter);
  if (filters.some((f) => f.startsWith('#')))
    throw unsafe('A stream filter given indirectly cannot be inspected.');
  const data = state.bytes.subarray(start, dataEnd);

  if (filters.length === 0) {
    if (isObjectStream) await scan(text, start, dataEnd, { ...state, topLevel: false });
    return after;
  }
  if (filters.every((f) => IMAGE_FILTERS.has(f)) && !isObjectStream) return after;
  if (filters[0] !== 'FlateDecode' || (isObjectStream && filters.length > 1))
    throw unsafe(`A stream encoded with ${filters.join(', ')} cannot be inspected.`);
  const params = entry(dict, 'DecodeParms');
  if (isObjectStream && params !== null)
    throw unsafe('An object stream with decode parameters cannot be inspected.');

  const keep = isObjectStream;
  const cap = Math.min(
    keep ? state.limits.objectStreamBytes : Number.POSITIVE_INFINITY,
    state.limits.totalInflatedBytes - state.budget.inflated,
  );
  const inflated = await inflateBounded(data, cap, keep);
  if (inflated === 'too_large')
    throw unsafe('A compressed stream inflates past the limit (a decompression bomb?).');
  if (inflated === 'corrupt') throw broken('A compressed stream does not inflate.');
  state.budget.inflated += inflated.size;
  if (inflated.bytes) {
    const inner = inflated.bytes.toString('latin1');
    await scan(inner, 0, inner.length, { ...state, bytes: inflated.bytes, topLevel: false });
  }
  return after;
}

/**
 * Inflates `data` while counting: past `cap` bytes it stops and answers 'too_large', so a bomb costs
 * one zlib window, not its inflated size. `keep`: return the inflated bytes (only under the cap).
 */
function inflateBounded(
  data: Uint8Array,
  cap: number,
  keep: boolean,
): Promise<{ size: number; bytes: Buffer | null } | 'too_large' | 'corrupt'> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (value: { size: number; bytes: Buffer | null } | 'too_large' | 'corrupt') => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > cap) {
        chunks.length = 0;
        settle('too_large');
        inflate.destroy();
        return;
      }
      if (keep) chunks.push(chunk);
    });
    inflate.on('error', () => settle('corrupt'));
    inflate.on('end', () => settle({ size, bytes: keep ? Buffer.concat(chunks) : null }));
    inflate.end(data);
  });
}
