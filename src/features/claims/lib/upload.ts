/**
 * Sending a claim document (docs/decisions/059-e-claim.md): photos are downscaled in the browser first
 * (long edge at most PHOTO_MAX_EDGE px, JPEG quality 0.85: a receipt stays legible, a 12 MP photo goes
 * from ~4 MB to well under 1 MB on a weak connection), then sent with the tus protocol (tus-js-client)
 * in 1 MB chunks: a dropped connection resumes from the last byte the server has, and the upload's URL
 * is remembered per file (in this tab's sessionStorage, cleared at sign-out) so leaving the page and
 * coming back resumes it too; after a reload such a file is listed as interrupted, with how to resume
 * it (`interruptedUploads`).
 */
import { MAX_UPLOAD_BYTES } from '../../../../shared/api/constants';
import {
  type DetailedError,
  defaultOptions,
  type PreviousUpload,
  Upload,
  type UploadOptions,
  type UrlStorage,
} from 'tus-js-client';
import {
  ATTACHMENT_NAME_PATTERN,
  type AttachmentKindName,
  ECLAIM_UPLOAD_PATH,
} from '../../../../shared/api/claim-rules';
import { ApiRequestError, authHeaders, errorCodeOf, noteRefusal } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

export const PHOTO_MAX_EDGE = 2400;
const PHOTO_QUALITY = 0.85;
export const UPLOADS_STORAGE_KEY = 'eclaimUploads';

export type FileProblem = 'type' | 'size' | 'empty';

/** The checks made on selection (the server checks the bytes again). */
export function checkSelectedFile(file: File): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  const typeOk = ['image/jpeg', 'image/png', 'application/pdf'].includes(file.type);
  if (!typeOk || !ATTACHMENT_NAME_PATTERN.test(file.name)) return 'type';
  return null;
}

/** A photo larger than PHOTO_MAX_EDGE on its long edge, redrawn smaller as JPEG; anything else as is. */
export async function downscalePhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // the server says what is wrong with it
  }
  const long = Math.max(bitmap.width, bitmap.height);
  if (long <= PHOTO_MAX_EDGE) {
    bitmap.close();
    return file;
  }
  const scale = PHOTO_MAX_EDGE / long;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const g = canvas.getContext('2d');
  if (!g) return file;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY),
  );
  if (!blob || blob.size >= file.size) return file;
  const name = file.name.replace(/\.(png|jpe?g)$/i, '.jpg');
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

type Stored = Record<string, PreviousUpload & { urlStorageKey: string }>;

const read = (): Stored => {
  try {
    return JSON.parse(sessionStorage.getItem(UPLOADS_STORAGE_KEY) ?? '{}') as Stored;
  } catch {
    return {};
  }
};
const write = (value: Stored) => sessionStorage.setItem(UPLOADS_STORAGE_KEY, JSON.stringify(value));

/** Where tus remembers unfinished uploads: this tab only, wiped at sign-out (src/lib/auth-store.ts). */
const urlStorage: UrlStorage = {
  findAllUploads: async () => Object.values(read()),
  findUploadsByFingerprint: async (fingerprint) =>
    Object.values(read()).filter((u) => (u as { fingerprint?: string }).fingerprint === fingerprint),
  removeUpload: async (key) => {
    const all = read();
    delete all[key];
    write(all);
  },
  addUpload: async (fingerprint, upload) => {
    const key = `${fingerprint}::${Math.random().toString(36).slice(2)}`;
    write({ ...read(), [key]: { ...upload, fingerprint, urlStorageKey: key } as Stored[string] });
    return key;
  },
};

/** The fingerprint tus keeps for a file: what makes "the same file" (kind, name, size, date). */
export const uploadFingerprint = (
  kind: AttachmentKindName,
  original: Pick<File, 'name' | 'size' | 'lastModified'>,
) => ['eclaim', kind, original.name, original.size, original.lastModified].join('|');

/** An upload cut short (a reload, a closed window) that choosing the same file again resumes. */
export interface InterruptedUpload {
  fingerprint: string;
  /** The name of the file as the member chose it. */
  name: string;
  size: number;
}

/**
 * The unfinished uploads of a kind that tus remembers in this tab (its fingerprints in sessionStorage):
 * after a reload they are listed with how to resume them, rather than vanishing.
 */
export function interruptedUploads(kind: AttachmentKindName): InterruptedUpload[] {
  const seen = new Map<string, InterruptedUpload>();
  for (const u of Object.values(read())) {
    const fingerprint = (u as { fingerprint?: string }).fingerprint ?? '';
    const parts = fingerprint.split('|');
    if (parts.length < 5 || parts[0] !== 'eclaim' || parts[1] !== kind) continue;
    const size = Number(parts[parts.length - 2]);
    const name = parts.slice(2, -2).join('|');
    if (!name || !Number.isFinite(size)) continue;
    seen.set(fingerprint, { fingerprint, name, size });
  }
  return [...seen.values()];
}

/** Forgets an unfinished upload (the member will not resume it); the server drops its bytes later. */
export function forgetInterruptedUpload(fingerprint: string) {
  const all = read();
  for (const [key, u] of Object.entries(all))
    if ((u as { fingerprint?: string }).fingerprint === fingerprint) delete all[key];
  write(all);
}

/**
 * Why a send stopped: the connection (retry), the file (refused: choose another), or the member's
 * upload quota (limited, 429: retry later; docs/decisions/066-upload-quotas.md).
 */
export type SendProblem = 'network' | 'refused' | 'limited';

export interface SendCallbacks {
  onProgress: (sent: number, total: number) => void;
  onDone: (uploadId: string) => void;
  /** `error`: the server's JSON error (its code and th/en message from the catalogue), when it sent one. */
  onError: (problem: SendProblem, error: ApiRequestError | null) => void;
  /** The connection dropped and tus tries again by itself after `delayMs` (RETRY_DELAYS). */
  onRetry?: (delayMs: number) => void;
}

/** How long tus waits before each new attempt after a dropped connection, then gives up. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/** The answer a failed tus request got, when it got one. */
const responseOf = (error: Error | DetailedError) =>
  'originalResponse' in error ? (error.originalResponse ?? null) : null;

/**
 * Whether tus tries again by itself: never after a 429 (a quota is not freed by waiting seconds; the
 * row offers Retry instead), else tus's own rule (not a 4xx other than 409/423, and online). The
 * attempts end with RETRY_DELAYS either way.
 */
export function shouldRetryUpload(error: DetailedError, attempt: number, options: UploadOptions): boolean {
  if (responseOf(error)?.getStatus() === 429) return false;
  return defaultOptions.onShouldRetry ? defaultOptions.onShouldRetry(error, attempt, options) : true;
}

/** What a failed send tells the member: the problem, and the server's JSON error when it sent one. */
export function describeUploadError(error: Error | DetailedError): {
  problem: SendProblem;
  error: ApiRequestError | null;
} {
  const response = responseOf(error);
  const status = response?.getStatus() ?? 0;
  let apiError: ApiRequestError | null = null;
  try {
    const e = (JSON.parse(response?.getBody() ?? '') as { error?: Record<string, unknown> }).error;
    const message = e?.message as { th?: unknown; en?: unknown } | undefined;
    if (typeof e?.code === 'string' && typeof message?.th === 'string' && typeof message.en === 'string')
      apiError = new ApiRequestError(status, e.code, { th: message.th, en: message.en }, e.details);
  } catch {
    // tus's own refusals are plain text (413 "Maximum size exceeded"…): no message of the catalogue.
  }
  const problem: SendProblem =
    status === 429 ? 'limited' : status >= 400 && status < 500 ? 'refused' : 'network';
  return { problem, error: apiError };
}

/**
 * Sends one file; resumes an earlier unfinished upload of the same file (same name, size, date and
 * kind). Returns a function that stops it (the bytes sent so far stay on the server).
 */
export function sendFile(
  file: File,
  identity: { kind: AttachmentKindName; original: File },
  cb: SendCallbacks,
) {
  const token = authStore.getState().token;
  const upload = new Upload(file, {
    endpoint: ECLAIM_UPLOAD_PATH,
    chunkSize: 1024 * 1024,
    retryDelays: RETRY_DELAYS,
    // shouldRetryUpload (never a 429), told to the screen.
    onShouldRetry: (error, attempt, options) => {
      const retry = shouldRetryUpload(error, attempt, options);
      if (retry) cb.onRetry?.(options.retryDelays?.[attempt] ?? 0);
      return retry;
    },
    headers: authHeaders(),
    metadata: { filename: file.name, filetype: file.type },
    urlStorage,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: async () => uploadFingerprint(identity.kind, identity.original),
    onProgress: (sent, total) => cb.onProgress(sent, total),
    onSuccess: () => cb.onDone(upload.url?.split('/').pop() ?? ''),
    onError: (error) => {
      const described = describeUploadError(error);
      // A session that ended signs the member out here too, like any refused API call.
      const response = responseOf(error);
      if (response) noteRefusal(response.getStatus(), errorCodeOf(response.getBody()), token);
      cb.onError(described.problem, described.error);
    },
  });
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return () => void upload.abort();
}
