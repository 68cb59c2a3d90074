/**
 * Sending a claim document (docs/decisions/059-e-claim.md): photos are downscaled in the browser first
 * (long edge at most PHOTO_MAX_EDGE px, JPEG quality 0.85: a receipt stays legible, a 12 MP photo goes
 * from ~4 MB to well under 1 MB on a weak connection), then sent with the tus protocol (tus-js-client)
 * in 1 MB chunks: a dropped connection resumes from the last byte the server has, and the upload's URL
 * is remembered per file (in this tab's sessionStorage, cleared at sign-out) so leaving the page and
 * coming back resumes it too.
 */
import { defaultOptions, type PreviousUpload, Upload, type UrlStorage } from 'tus-js-client';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_PATTERN,
  type AttachmentKindName,
  ECLAIM_UPLOAD_PATH,
} from '../../../api/claim-rules';
import { authStore } from '../../../lib/auth-store';
import { usePartnerStore } from '../../../lib/partner-store';

export const PHOTO_MAX_EDGE = 2400;
const PHOTO_QUALITY = 0.85;
export const UPLOADS_STORAGE_KEY = 'eclaimUploads';

export type FileProblem = 'type' | 'size' | 'empty';

/** The checks made on selection (the server checks the bytes again). */
export function checkSelectedFile(file: File): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
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

export interface SendCallbacks {
  onProgress: (sent: number, total: number) => void;
  onDone: (uploadId: string) => void;
  onError: (problem: 'network' | 'refused') => void;
  /** The connection dropped and tus tries again by itself after `delayMs` (RETRY_DELAYS). */
  onRetry?: (delayMs: number) => void;
}

/** How long tus waits before each new attempt after a dropped connection, then gives up. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

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
  const apiKey = usePartnerStore.getState().partner?.api_key;
  const upload = new Upload(file, {
    endpoint: ECLAIM_UPLOAD_PATH,
    chunkSize: 1024 * 1024,
    retryDelays: RETRY_DELAYS,
    // tus's own rule (not a 4xx other than 409/423, and the browser is online), told to the screen.
    onShouldRetry: (error, attempt, options) => {
      const retry = defaultOptions.onShouldRetry
        ? defaultOptions.onShouldRetry(error, attempt, options)
        : true;
      if (retry) cb.onRetry?.(options.retryDelays?.[attempt] ?? 0);
      return retry;
    },
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(apiKey ? { 'x-api-key': apiKey } : {}),
    },
    metadata: { filename: file.name, filetype: file.type },
    urlStorage,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: async () =>
      [
        'eclaim',
        identity.kind,
        identity.original.name,
        identity.original.size,
        identity.original.lastModified,
      ].join('|'),
    onProgress: (sent, total) => cb.onProgress(sent, total),
    onSuccess: () => cb.onDone(upload.url?.split('/').pop() ?? ''),
    onError: (error) => {
      const status = (
        error as { originalResponse?: { getStatus(): number } | null }
      ).originalResponse?.getStatus();
      cb.onError(status && status >= 400 && status < 500 ? 'refused' : 'network');
    },
  });
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return () => void upload.abort();
}
