/**
 * Checks for card photos (docs/decisions/042-card-upload-checks.md): JPG or PNG only, recognised by
 * their bytes (magic numbers) and agreeing with the declared type and file name; 1 byte to 10 MiB;
 * sane pixel dimensions; and JPEG EXIF / PNG text metadata removed before storing, because phone
 * photos carry the place they were taken.
 */
import { imageSize } from 'image-size';
import {
  CARD_IMAGE_MAX_BYTES,
  CARD_IMAGE_MAX_PIXELS,
  type CardFieldIssueCode,
} from '../../src/api/schemas/cards';

export type CardImageMime = 'image/jpeg' | 'image/png';

export interface UploadedFile {
  /** Form field name. */
  field: string;
  filename: string;
  /** Content-Type the client declared for the part. */
  mimetype: string;
  bytes: Uint8Array;
}

export interface CheckedImage {
  mime: CardImageMime;
  /** The bytes to store: metadata removed. */
  bytes: Uint8Array;
  width: number;
  height: number;
}

export type ImageCheck =
  | { ok: true; image: CheckedImage }
  | { ok: false; code: CardFieldIssueCode; message: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type the bytes say they are, or null. */
export function sniffImage(bytes: Uint8Array): CardImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

const EXTENSIONS: Record<CardImageMime, RegExp> = {
  'image/jpeg': /\.(jpe?g|jfif)$/i,
  'image/png': /\.png$/i,
};

/** Declared types browsers and phones send for these images (some Androids say image/jpg). */
const DECLARED: Record<string, CardImageMime> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
};

export function checkCardImage(file: UploadedFile): ImageCheck {
  if (file.bytes.byteLength === 0) return { ok: false, code: 'file_empty', message: 'The file is empty.' };
  if (file.bytes.byteLength > CARD_IMAGE_MAX_BYTES)
    return { ok: false, code: 'file_too_large', message: `Larger than ${CARD_IMAGE_MAX_BYTES} bytes.` };
  const declared = DECLARED[file.mimetype.toLowerCase().split(';')[0]!.trim()];
  const actual = sniffImage(file.bytes);
  if (!actual) return { ok: false, code: 'file_type', message: 'Not a JPG or PNG image.' };
  if (!declared)
    return { ok: false, code: 'file_type', message: `Declared type ${file.mimetype} is not JPG or PNG.` };
  // A file whose name or declared type says one thing and whose bytes say another is refused: it is
  // either broken or an attempt to smuggle content past a check that trusts the label.
  if (declared !== actual || (file.filename !== '' && !EXTENSIONS[actual].test(file.filename)))
    return {
      ok: false,
      code: 'file_mismatch',
      message: `The bytes are ${actual}; the label says otherwise.`,
    };
  let width: number;
  let height: number;
  try {
    const size = imageSize(file.bytes);
    width = size.width;
    height = size.height;
  } catch {
    return { ok: false, code: 'file_type', message: 'The image cannot be read.' };
  }
  if (!(width > 0 && height > 0) || width * height > CARD_IMAGE_MAX_PIXELS)
    return {
      ok: false,
      code: 'image_dimensions',
      message: `${width}×${height} pixels; at most ${CARD_IMAGE_MAX_PIXELS} pixels.`,
    };
  const bytes = actual === 'image/jpeg' ? stripJpegMetadata(file.bytes) : stripPngMetadata(file.bytes);
  return { ok: true, image: { mime: actual, bytes, width, height } };
}

/**
 * Removes APP1 (EXIF and XMP) and APP13 (IPTC) segments from a JPEG; every other segment and the
 * compressed image data are copied unchanged, so the picture itself is untouched.
 */
export function stripJpegMetadata(input: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [input.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= input.length) {
    if (input[i] !== 0xff) break; // Not a marker: malformed; keep the rest as it is.
    const marker = input[i + 1]!;
    if (marker === 0xff) {
      i += 1; // Fill byte.
      continue;
    }
    // Start of scan: from here on it is image data up to the end of the file.
    if (marker === 0xda) break;
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(input.subarray(i, i + 2));
      i += 2;
      continue;
    }
    const length = (input[i + 2]! << 8) | input[i + 3]!;
    if (length < 2 || i + 2 + length > input.length) break;
    const segment = input.subarray(i, i + 2 + length);
    if (marker !== 0xe1 && marker !== 0xed) out.push(segment);
    i += 2 + length;
  }
  out.push(input.subarray(i));
  return concat(out);
}

/** PNG chunks that carry metadata (EXIF, text, time stamps), dropped whole (CRCs stay valid). */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

export function stripPngMetadata(input: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [input.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= input.length) {
    const length = ((input[i]! << 24) >>> 0) + (input[i + 1]! << 16) + (input[i + 2]! << 8) + input[i + 3]!;
    const end = i + 12 + length;
    if (end > input.length) break;
    const type = String.fromCharCode(input[i + 4]!, input[i + 5]!, input[i + 6]!, input[i + 7]!);
    if (!PNG_METADATA_CHUNKS.has(type)) out.push(input.subarray(i, end));
    i = end;
  }
  out.push(input.subarray(i));
  return concat(out);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((n, p) => n + p.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.byteLength;
  }
  return out;
}
