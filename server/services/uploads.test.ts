import { describe, expect, it } from 'vitest';
import { EXIF_MARKER, jpegBytes, pngBytes } from '../testing/card-fixtures';
import { checkCardImage, sniffImage, stripJpegMetadata, stripPngMetadata } from './uploads';

describe('card photo checks', () => {
  it('recognises JPEG and PNG by their bytes only', () => {
    expect(sniffImage(jpegBytes())).toBe('image/jpeg');
    expect(sniffImage(pngBytes())).toBe('image/png');
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('removes EXIF from a JPEG and leaves every other byte as it was', () => {
    const withExif = jpegBytes({ exif: true });
    const without = jpegBytes({ exif: false });
    const stripped = stripJpegMetadata(withExif);
    expect(Buffer.from(withExif).includes(EXIF_MARKER)).toBe(true);
    expect(Buffer.from(stripped).includes(EXIF_MARKER)).toBe(false);
    expect(Buffer.from(stripped).equals(Buffer.from(without))).toBe(true);
    // Idempotent: a clean file is copied unchanged.
    expect(Buffer.from(stripJpegMetadata(without)).equals(Buffer.from(without))).toBe(true);
  });

  it('removes eXIf and text chunks from a PNG and keeps the image chunks', () => {
    const stripped = Buffer.from(stripPngMetadata(pngBytes()));
    for (const chunk of ['eXIf', 'tEXt']) expect(stripped.includes(Buffer.from(chunk))).toBe(false);
    for (const chunk of ['IHDR', 'IDAT', 'IEND']) expect(stripped.includes(Buffer.from(chunk))).toBe(true);
  });

  it('accepts image/jpg from Android and a .jpeg name; refuses a JPEG named .png', () => {
    const bytes = jpegBytes();
    expect(checkCardImage({ field: 'f', filename: 'a.jpeg', mimetype: 'image/jpg', bytes }).ok).toBe(true);
    const renamed = checkCardImage({ field: 'f', filename: 'a.png', mimetype: 'image/jpeg', bytes });
    expect(renamed).toMatchObject({ ok: false, code: 'file_mismatch' });
    const declaredPng = checkCardImage({ field: 'f', filename: 'a.jpg', mimetype: 'image/png', bytes });
    expect(declaredPng).toMatchObject({ ok: false, code: 'file_mismatch' });
  });

  it('refuses a zero-pixel or unreadable image', () => {
    const zero = checkCardImage({
      field: 'f',
      filename: 'a.png',
      mimetype: 'image/png',
      bytes: pngBytes({ width: 0 }),
    });
    expect(zero.ok).toBe(false);
    const truncated = checkCardImage({
      field: 'f',
      filename: 'a.jpg',
      mimetype: 'image/jpeg',
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]),
    });
    expect(truncated).toMatchObject({ ok: false, code: 'file_type' });
  });
});
