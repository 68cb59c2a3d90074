import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_IMAGE_MAX_PIXELS } from '../../../shared/api/schemas/cards';
import { EXIF_MAKE, EXIF_MARKER, jpegBytes, pngBytes } from '../../testing/card-fixtures';
import { checkImage, sniffImage, type UploadedFile } from './uploads';

let dir: string;
let counter = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An UploadedFile as the upload reader hands it over: the bytes on disk, counted and hashed. */
async function received(bytes: Uint8Array, filename: string, mimetype: string): Promise<UploadedFile> {
  counter += 1;
  const path = join(dir, String(counter));
  await writeFile(path, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { field: 'f', filename, mimetype, path, size: bytes.byteLength, sha256 };
}

/** The checked image and the bytes that would be stored (the re-encoded file). */
async function accepted(bytes: Uint8Array, filename: string, mimetype: string) {
  const upload = await received(bytes, filename, mimetype);
  const result = await checkImage(upload);
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
  // Written next to the upload, in the directory deleted with the request.
  expect(result.image.path.startsWith(`${upload.path}.`)).toBe(true);
  const stored = await readFile(result.image.path);
  expect(stored.byteLength).toBe(result.image.size);
  return { ...result.image, bytes: stored };
}

async function refusal(bytes: Uint8Array, filename: string, mimetype: string) {
  const result = await checkImage(await received(bytes, filename, mimetype));
  return result.ok ? 'accepted' : result.code;
}

const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('evil.exe')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF\n');

/** A noisy PNG, so its IDAT is long and a cut lands inside the pixel data. */
async function noisyPng(width = 400, height = 300): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

describe('image checks and re-encoding', () => {
  it('recognises JPEG and PNG by their bytes only', () => {
    expect(sniffImage(jpegBytes())).toBe('image/jpeg');
    expect(sniffImage(pngBytes())).toBe('image/png');
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('stores a re-encoded JPEG without the EXIF (camera, GPS position) of the upload', async () => {
    const upload = jpegBytes({ exif: true });
    expect(Buffer.from(upload).includes(EXIF_MARKER)).toBe(true);
    expect(Buffer.from(upload).includes(Buffer.from(EXIF_MAKE))).toBe(true);
    const image = await accepted(upload, 'a.jpeg', 'image/jpg');
    const stored = Buffer.from(image.bytes);
    expect(stored.includes(EXIF_MARKER)).toBe(false);
    expect(stored.includes(Buffer.from(EXIF_MAKE))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(image).toMatchObject({ mime: 'image/jpeg', width: 640, height: 400 });
  });

  it('applies the EXIF orientation to the pixels, as the EXIF itself is dropped', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await accepted(sideways, 'a.jpg', 'image/jpeg');
    expect(image).toMatchObject({ width: 20, height: 40 });
    expect((await sharp(Buffer.from(image.bytes)).metadata()).orientation).toBeUndefined();
  });

  it('drops the eXIf and text chunks of a PNG', async () => {
    const image = await accepted(pngBytes(), 'a.png', 'image/png');
    const stored = Buffer.from(image.bytes);
    for (const chunk of ['eXIf', 'tEXt', 'taken at home'])
      expect(stored.includes(Buffer.from(chunk))).toBe(false);
    expect(image).toMatchObject({ mime: 'image/png', width: 300, height: 200 });
  });

  for (const [what, tail] of [
    ['an HTML page', HTML],
    ['a ZIP archive', ZIP],
    ['a PDF', PDF],
  ] as const) {
    it(`stores a PNG with ${what} appended as the image alone, ending at IEND`, async () => {
      const image = await accepted(Buffer.concat([pngBytes(), tail]), 'a.png', 'image/png');
      const stored = Buffer.from(image.bytes);
      expect(stored.subarray(stored.length - IEND.length).equals(IEND)).toBe(true);
      expect(stored.indexOf(Buffer.from('IEND'))).toBe(stored.length - 8);
      expect(stored.includes(tail.subarray(0, 8))).toBe(false);
    });

    it(`stores a JPEG with ${what} appended as the image alone, ending at EOI`, async () => {
      const image = await accepted(Buffer.concat([jpegBytes(), tail]), 'a.jpg', 'image/jpeg');
      const stored = Buffer.from(image.bytes);
      expect([...stored.subarray(stored.length - 2)]).toEqual([0xff, 0xd9]);
      expect(stored.includes(tail.subarray(0, 8))).toBe(false);
    });
  }

  it('refuses a PNG cut off in the middle of its pixel data (IDAT)', async () => {
    const png = await noisyPng();
    const idat = png.indexOf(Buffer.from('IDAT'));
    const idatLength = png.readUInt32BE(idat - 4);
    expect(idatLength).toBeGreaterThan(1000);
    const cut = png.subarray(0, idat + 4 + Math.floor(idatLength / 2));
    expect(await refusal(png, 'a.png', 'image/png')).toBe('accepted');
    expect(await refusal(cut, 'a.png', 'image/png')).toBe('file_unreadable');
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await sharp(await noisyPng())
      .jpeg()
      .toBuffer();
    expect(await refusal(jpeg, 'a.jpg', 'image/jpeg')).toBe('accepted');
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'a.jpg', 'image/jpeg')).toBe(
      'file_unreadable',
    );
    expect(await refusal(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]), 'a.jpg', 'image/jpeg')).toBe(
      'file_unreadable',
    );
  });

  it('refuses what is not a JPG or PNG, whatever its name says, and labels that disagree with the bytes', async () => {
    expect(await refusal(Buffer.from('<html>not an image</html>'), 'card.png', 'image/png')).toBe(
      'file_type',
    );
    expect(await refusal(Buffer.from('GIF89a....'), 'card.png', 'image/png')).toBe('file_type');
    expect(await refusal(jpegBytes(), 'a.png', 'image/jpeg')).toBe('file_mismatch');
    expect(await refusal(jpegBytes(), 'a.jpg', 'image/png')).toBe('file_mismatch');
    expect(await refusal(jpegBytes(), 'a.jpg', 'text/html')).toBe('file_type');
    expect(await refusal(new Uint8Array(), 'a.jpg', 'image/jpeg')).toBe('file_empty');
  });

  it('refuses more pixels than the limit from the header alone, and a zero-pixel image', async () => {
    expect(8000 * 5001).toBeGreaterThan(CARD_IMAGE_MAX_PIXELS);
    expect(await refusal(pngBytes({ width: 8000, height: 5001 }), 'a.png', 'image/png')).toBe(
      'image_dimensions',
    );
    expect(['file_unreadable', 'image_dimensions']).toContain(
      await refusal(pngBytes({ width: 0 }), 'a.png', 'image/png'),
    );
  });
});
