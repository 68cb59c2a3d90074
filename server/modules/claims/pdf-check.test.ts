import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdf, checkPdfFile, PDF_LIMITS } from './pdf-check';

type Part = string | Buffer;
const bytes = (parts: Part[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));

/** A stream object body: `dict` gets /Length; `data` raw or Flate-compressed by the caller. */
const stream = (dict: string, data: Buffer): Part[] => [
  `<< ${dict} /Length ${data.length} >>\nstream\n`,
  data,
  '\nendstream',
];

/**
 * A PDF with the objects given (1 is the catalog unless replaced), a correct cross-reference table
 * and trailer; `xrefOffset` overrides what startxref says.
 */
function pdf(
  objects: Record<number, Part | Part[]> = {},
  options: { header?: string; trailer?: string; xrefOffset?: number; tail?: Part } = {},
): Buffer {
  const content = Buffer.from('BT /F1 12 Tf 72 712 Td (Claim receipt) Tj ET');
  const all: Record<number, Part | Part[]> = {
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    4: stream('/Filter /FlateDecode', deflateSync(content)),
    ...objects,
  };
  const out: Buffer[] = [bytes([options.header ?? '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'])];
  let length = out[0]!.length;
  const offsets: number[] = [];
  const numbers = Object.keys(all)
    .map(Number)
    .sort((a, b) => a - b);
  for (const n of numbers) {
    offsets[n] = length;
    const body = all[n]!;
    const chunk = bytes([`${n} 0 obj\n`, ...(Array.isArray(body) ? body : [body]), '\nendobj\n']);
    out.push(chunk);
    length += chunk.length;
  }
  const size = Math.max(...numbers) + 1;
  const rows = Array.from({ length: size }, (_, n) =>
    offsets[n] === undefined ? '0000000000 65535 f \n' : `${String(offsets[n]).padStart(10, '0')} 00000 n \n`,
  );
  const xref = `xref\n0 ${size}\n${rows.join('')}`;
  const trailer = `trailer\n<< /Size ${size} /Root 1 0 R ${options.trailer ?? ''}>>\n`;
  out.push(bytes([xref, trailer, `startxref\n${options.xrefOffset ?? length}\n%%EOF\n`]));
  if (options.tail) out.push(bytes([options.tail]));
  return Buffer.concat(out);
}

const codeOf = async (file: Buffer, limits = PDF_LIMITS) => {
  const result = await checkPdf(file, limits);
  return result.ok ? 'ok' : result.code;
};

describe('PDF checks', () => {
  it('passes a minimal valid PDF, with a compressed page and binary image data', async () => {
    // Random JPEG-like bytes that happen to hold "/JS ": stream data is skipped, not parsed.
    const image = Buffer.concat([randomBytes(2000), Buffer.from(' /JS /Launch '), randomBytes(2000)]);
    const file = pdf({
      3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
      5: stream('/Type /XObject /Subtype /Image /Width 10 /Height 10 /Filter /DCTDecode', image),
      // A name inside a string is text, not a name: "(… /JavaScript …)" is harmless.
      6: '<< /Title (How to turn off /JavaScript in a reader) >>',
    });
    expect(await codeOf(file)).toBe('ok');
    const dir = await mkdtemp(join(tmpdir(), 'pdf-check-'));
    try {
      await writeFile(join(dir, 'a.pdf'), file);
      expect(await checkPdfFile(join(dir, 'a.pdf'))).toEqual({ ok: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('passes a PDF whose startxref points at a cross-reference stream', async () => {
    const base = pdf();
    const xrefAt = base.indexOf(Buffer.from('xref\n0 '));
    const xrefStream = bytes([
      '9 0 obj\n',
      ...stream(
        '/Type /XRef /Size 10 /W [1 4 2] /Root 1 0 R /Filter /FlateDecode',
        deflateSync(Buffer.alloc(70)),
      ),
      '\nendobj\n',
    ]);
    const file = Buffer.concat([
      base.subarray(0, xrefAt),
      xrefStream,
      Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`),
    ]);
    expect(await codeOf(file)).toBe('ok');
  });

  it('refuses a file without the %PDF header at offset 0', async () => {
    expect(await codeOf(pdf({}, { header: '%!PS-Adobe-3.0\n' }))).toBe('pdf_broken');
    expect(await codeOf(Buffer.concat([Buffer.from('<html>'), pdf()]))).toBe('pdf_broken');
    expect(await codeOf(pdf({}, { header: '%PDF-3.1\n' }))).toBe('pdf_broken');
  });

  it('refuses a file without %%EOF, with a bad startxref, or with data after %%EOF', async () => {
    const good = pdf();
    const eof = good.lastIndexOf(Buffer.from('%%EOF'));
    expect(await codeOf(good.subarray(0, eof))).toBe('pdf_broken');
    expect(await codeOf(good.subarray(0, Math.floor(good.length / 2)))).toBe('pdf_broken');
    expect(await codeOf(pdf({}, { xrefOffset: 20 }))).toBe('pdf_broken');
    expect(await codeOf(pdf({}, { xrefOffset: 10_000_000 }))).toBe('pdf_broken');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(64)]);
    expect(await codeOf(pdf({}, { tail: zip }))).toBe('pdf_broken');
    // White space after %%EOF is fine.
    expect(await codeOf(pdf({}, { tail: '\r\n\n' }))).toBe('ok');
  });

  it('refuses JavaScript, launch actions, embedded files, additional actions, rich media and XFA', async () => {
    const cases: Record<string, string> = {
      openActionJs: '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      launch: '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) >> >>',
      escaped: '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /J#53 (x) >> >>',
      escapedLaunch: '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /#4C#61unch >> >>',
      embedded: '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 7 0 R >> >>',
      additionalActions: '<< /Type /Catalog /Pages 2 0 R /AA << /WC 7 0 R >> >>',
      richMedia: '<< /Type /Catalog /Pages 2 0 R /Annot << /Subtype /RichMedia >> >>',
      xfa: '<< /Type /Catalog /Pages 2 0 R /AcroForm << /XFA 7 0 R >> >>',
    };
    for (const [name, catalog] of Object.entries(cases))
      expect(`${name}: ${await codeOf(pdf({ 1: catalog }))}`).toBe(`${name}: pdf_unsafe`);
    // A name that only starts like one is another name.
    expect(await codeOf(pdf({ 6: '<< /JSONish 1 /AAA 2 /Launcher 3 >>' }))).toBe('ok');
  });

  it('refuses JavaScript inside a compressed object stream, with or without /Type /ObjStm', async () => {
    const objects = deflateSync(Buffer.from('7 0 8 40 << /S /JavaScript /JS (app.alert(1)) >> << /Foo 1 >>'));
    expect(
      await codeOf(pdf({ 6: stream('/Type /ObjStm /N 2 /First 9 /Filter /FlateDecode', objects) })),
    ).toBe('pdf_unsafe');
    expect(await codeOf(pdf({ 6: stream('/N 2 /First 9 /Filter [/FlateDecode]', objects) }))).toBe(
      'pdf_unsafe',
    );
    const escaped = deflateSync(Buffer.from('7 0 << /S /J#61vaScript >>'));
    expect(
      await codeOf(pdf({ 6: stream('/Type /Obj#53tm /N 1 /First 4 /Filter /Fl#61teDecode', escaped) })),
    ).toBe('pdf_unsafe');
    const harmless = deflateSync(Buffer.from('7 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'));
    expect(
      await codeOf(pdf({ 6: stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', harmless) })),
    ).toBe('ok');
  });

  it('refuses an object stream it cannot inspect, an encrypted file, and a corrupt compressed stream', async () => {
    expect(
      await codeOf(pdf({ 6: stream('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', randomBytes(100)) })),
    ).toBe('pdf_unsafe');
    expect(await codeOf(pdf({}, { trailer: '/Encrypt 9 0 R' }))).toBe('pdf_unsafe');
    expect(await codeOf(pdf({ 4: stream('/Filter /FlateDecode', randomBytes(200)) }))).toBe('pdf_broken');
  });

  it('is not fooled by the word "stream" inside a string', async () => {
    const hiding = '<< /Title (>> stream\n) /OpenAction << /S /JavaScript /JS (x) >> /Note (endstream) >>';
    expect(await codeOf(pdf({ 1: hiding }))).toBe('pdf_unsafe');
  });

  it('refuses a decompression bomb by counting, without inflating it into memory', async () => {
    // 20 MiB of zeros in about 20 KB: past the 16 MiB cap of an object stream.
    const bomb = deflateSync(Buffer.alloc(20 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const result = await checkPdf(
      pdf({ 6: stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb) }),
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'pdf_unsafe',
      message: expect.stringContaining('limit'),
    });
    // Any stream counts toward the per-file total (here lowered so the test stays small).
    const page = pdf({ 4: stream('/Filter /FlateDecode', bomb) });
    expect(await codeOf(page)).toBe('ok');
    expect(await codeOf(page, { ...PDF_LIMITS, totalInflatedBytes: 8 * 1024 * 1024 })).toBe('pdf_unsafe');
  });
});
