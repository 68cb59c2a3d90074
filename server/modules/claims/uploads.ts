/**
 * The checks every uploaded image goes through before anything is stored
 * (docs/decisions/043-upload-pipeline.md): JPG or PNG only, recognised by their bytes (magic
 * numbers) and agreeing with the declared type and file name; 1 byte to 10 MiB; at most
 * CARD_IMAGE_MAX_PIXELS; and then decoded and re-encoded with sharp (libvips). What is stored is
 * the re-encoded image, never the received bytes: data appended after the image (an HTML page, a
 * ZIP, a PDF), EXIF (the place a phone photo was taken) and every other metadata chunk are gone, and
 * a file that does not decode completely (cut off mid-IDAT, a truncated JPEG) is refused.
 *
 * The received file is read from its temporary path (server/http/uploads.ts) and the re-encoded image
 * is written next to it: this module holds no file in memory, only libvips' decoding buffers (at most
 * IMAGE_DECODE_CONCURRENCY decodes at once).
 */
import { MAX_UPLOAD_BYTES } from '../../../shared/api/constants';
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { CARD_IMAGE_MAX_PIXELS, type CardFieldIssueCode } from '../../../shared/api/schemas/cards';

// No operation cache: an upload is decoded once, and the cache would keep decoded pixels (and the
// temporary file open) after the request.
sharp.cache(false);

export type ImageMime = 'image/jpeg' | 'image/png';

/** One file of a multipart request, as server/http/uploads.ts received it: on disk, hashed. */
export interface UploadedFile {
  /** Form field name. */
  field: string;
  filename: string;
  /** Content-Type the client declared for the part. */
  mimetype: string;
  /** Temporary file holding the received bytes; deleted when the request ends. */
  path: string;
  /** Received bytes. */
  size: number;
  /** SHA-256 (hex) of the received bytes, as they arrived (not of what is stored). */
  sha256: string;
}

export interface CheckedImage {
  mime: ImageMime;
  /**
   * The file to store: the re-encoded image (no metadata, nothing after the image), written next to
   * the upload in the request's temporary directory, so it is deleted with it.
   */
  path: string;
  size: number;
  width: number;
  height: number;
}

export type ImageCheck =
  | { ok: true; image: CheckedImage }
  | { ok: false; code: CardFieldIssueCode; message: string };

/** JPEG quality of the re-encoded photo: a card stays readable, a 12 MP photo stays around 2 MB. */
export const JPEG_QUALITY = 85;

/**
 * Decodes at once per process. A decode that has to rotate holds the whole image (up to
 * CARD_IMAGE_MAX_PIXELS × 4 bytes); more decodes than cores would not finish sooner anyway.
 */
export const IMAGE_DECODE_CONCURRENCY = 2;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type the bytes say they are, or null. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

const EXTENSIONS: Record<ImageMime, RegExp> = {
  'image/jpeg': /\.(jpe?g|jfif)$/i,
  'image/png': /\.png$/i,
};

/** Declared types browsers and phones send for these images (some Androids say image/jpg). */
const DECLARED: Record<string, ImageMime> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
};

/** The first `length` bytes of a file (fewer when it is shorter). */
export async function readHead(path: string, length: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const refuse = (code: CardFieldIssueCode, message: string): ImageCheck => ({ ok: false, code, message });

/** Checks one uploaded JPG/PNG and re-encodes it; the result's bytes are what may be stored. */
export async function checkImage(file: UploadedFile): Promise<ImageCheck> {
  if (file.size === 0) return refuse('file_empty', 'The file is empty.');
  if (file.size > MAX_UPLOAD_BYTES) return refuse('file_too_large', `Larger than ${MAX_UPLOAD_BYTES} bytes.`);
  const declared = DECLARED[file.mimetype.toLowerCase().split(';')[0]!.trim()];
  const actual = sniffImage(await readHead(file.path, 8));
  if (!actual) return refuse('file_type', 'Not a JPG or PNG image.');
  if (!declared) return refuse('file_type', `Declared type ${file.mimetype} is not JPG or PNG.`);
  // A file whose name or declared type says one thing and whose bytes say another is refused: it is
  // either broken or an attempt to smuggle content past a check that trusts the label.
  if (declared !== actual || (file.filename !== '' && !EXTENSIONS[actual].test(file.filename)))
    return refuse('file_mismatch', `The bytes are ${actual}; the label says otherwise.`);
  return withDecodeSlot(() => reencode(file.path, actual));
}

async function reencode(path: string, mime: ImageMime): Promise<ImageCheck> {
  const input = (limitInputPixels: number | false) =>
    sharp(path, {
      // A warning about missing data (a PNG cut mid-IDAT, a JPEG without its end) refuses the file.
      failOn: 'truncated',
      limitInputPixels,
      sequentialRead: true,
    });
  let width: number;
  let height: number;
  try {
    // The header first (metadata() decodes no pixels): too many pixels answers image_dimensions.
    const meta = await input(false).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
    if (meta.format !== (mime === 'image/jpeg' ? 'jpeg' : 'png'))
      return refuse('file_mismatch', `The bytes are ${meta.format ?? 'unknown'}.`);
  } catch (error) {
    return refuse('file_unreadable', `The image cannot be read: ${reason(error)}`);
  }
  if (!(width > 0 && height > 0) || width * height > CARD_IMAGE_MAX_PIXELS)
    return refuse('image_dimensions', `${width}×${height} pixels; at most ${CARD_IMAGE_MAX_PIXELS} pixels.`);
  try {
    // rotate(): applies the EXIF orientation to the pixels, as the EXIF itself is not kept.
    const pipeline = input(CARD_IMAGE_MAX_PIXELS).rotate();
    const encoded =
      mime === 'image/jpeg' ? pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: false }) : pipeline.png();
    // No withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or text chunks by default.
    // To a file, not a buffer: a request waiting for the database holds no image in memory.
    const output = `${path}.${mime === 'image/jpeg' ? 'jpg' : 'png'}`;
    const info = await encoded.toFile(output);
    if (info.size > MAX_UPLOAD_BYTES)
      return refuse('file_too_large', `Re-encoded, larger than ${MAX_UPLOAD_BYTES} bytes.`);
    return {
      ok: true,
      image: { mime, path: output, size: info.size, width: info.width, height: info.height },
    };
  } catch (error) {
    return refuse('file_unreadable', `The image cannot be decoded: ${reason(error)}`);
  }
}

/** libvips' first line, for the log-facing message (never shown to members: they see the code). */
function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when one of the IMAGE_DECODE_CONCURRENCY slots is free. */
async function withDecodeSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_DECODE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `running` never over-counts.
    if (next) next();
    else running -= 1;
  }
}
