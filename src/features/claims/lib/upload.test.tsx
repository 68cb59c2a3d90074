/**
 * A tus upload refused for the member's upload quota (429, docs/decisions/066-upload-quotas.md) is not
 * retried by tus, and the row shows the server's translated message with a Retry button, never a raw
 * status or the "choose another file" text of a refused file. An upload cut by a reload is listed with
 * how to resume it.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DetailedError, UploadOptions } from 'tus-js-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE } from '../../../../shared/api/errors';
import { ensureLanguage, ensureNamespaces, initI18n } from '../../../lib/i18n';
import { AttachKind } from '../components/attach-kind';
import {
  describeUploadError,
  forgetInterruptedUpload,
  interruptedUploads,
  type SendCallbacks,
  shouldRetryUpload,
  UPLOADS_STORAGE_KEY,
  uploadFingerprint,
} from './upload';

/** An error as tus-js-client reports a request the server answered. */
function answered(status: number, body: string): DetailedError {
  const error = new Error(`tus: unexpected response, status ${status}`) as DetailedError;
  error.originalResponse = {
    getStatus: () => status,
    getBody: () => body,
    getHeader: () => undefined,
    getUnderlyingObject: () => null,
  } as unknown as DetailedError['originalResponse'];
  return error;
}

const quotaBody = JSON.stringify({
  error: {
    code: 'UPLOAD_QUOTA_EXCEEDED',
    message: ERROR_CATALOGUE.UPLOAD_QUOTA_EXCEEDED.message,
    details: { retry_after_seconds: 86000 },
  },
});
const hourlyBody = JSON.stringify({
  error: { code: 'UPLOAD_RATE_LIMITED', message: ERROR_CATALOGUE.UPLOAD_RATE_LIMITED.message },
});

const options: UploadOptions = { retryDelays: [0, 1000, 3000, 5000, 10000] };

describe('tus errors', () => {
  it('never retries a 429 by itself; still retries a dropped connection or a server error', () => {
    expect(shouldRetryUpload(answered(429, quotaBody), 0, options)).toBe(false);
    expect(shouldRetryUpload(answered(429, ''), 3, options)).toBe(false);
    expect(shouldRetryUpload(answered(500, ''), 0, options)).toBe(true);
    expect(shouldRetryUpload(answered(409, ''), 0, options)).toBe(true);
    expect(shouldRetryUpload(answered(413, 'Maximum size exceeded\n'), 0, options)).toBe(false);
  });

  it("reads the server's catalogue error from a 429; tus's plain-text refusals have none", () => {
    const limited = describeUploadError(answered(429, quotaBody));
    expect(limited.problem).toBe('limited');
    expect(limited.error?.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(limited.error?.messageIn('th')).toBe(ERROR_CATALOGUE.UPLOAD_QUOTA_EXCEEDED.message.th);
    expect(describeUploadError(answered(413, 'Maximum size exceeded\n'))).toEqual({
      problem: 'refused',
      error: null,
    });
    expect(describeUploadError(new Error('tus: failed to upload chunk'))).toEqual({
      problem: 'network',
      error: null,
    });
  });
});

const sends: SendCallbacks[] = [];
vi.mock('./upload', async (original) => ({
  ...(await original<typeof import('./upload')>()),
  downscalePhoto: async (file: File) => file,
  sendFile: (_file: File, _identity: unknown, cb: SendCallbacks) => {
    sends.push(cb);
    return () => {};
  },
}));

async function renderAttach(path: string, locale: 'th' | 'en') {
  await initI18n(locale);
  await ensureLanguage(locale);
  await ensureNamespaces(['claims']);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <AttachKind kind="receipt" existing={[]} onAttach={async () => undefined} />,
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

async function chooseFile() {
  const input = screen.getByTestId('file-receipt') as HTMLInputElement;
  const file = new File([new Uint8Array([37, 80, 68, 70])], 'receipt.pdf', { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [file] } });
  await vi.waitFor(() => expect(sends.length).toBeGreaterThan(0));
  return sends.at(-1)!;
}

describe('the upload row after a 429', () => {
  beforeAll(() => {
    sends.length = 0;
  });

  it('shows the translated quota message (Thai) with Retry', async () => {
    await renderAttach('/eclaim', 'th');
    const cb = await chooseFile();
    const { problem, error } = describeUploadError(answered(429, quotaBody));
    cb.onError(problem, error);
    const row = await screen.findByTestId('pending-file');
    expect(row.textContent).toContain(ERROR_CATALOGUE.UPLOAD_QUOTA_EXCEEDED.message.th);
    expect(row.textContent).not.toContain('429');
    expect(row.querySelector('button')?.textContent).toMatch(/ลองอีกครั้ง|Retry/);
    expect(row.dataset.state).toBe('failed');
  });

  it('shows the hourly message in English', async () => {
    await renderAttach('/en/eclaim', 'en');
    const cb = await chooseFile();
    const { problem, error } = describeUploadError(answered(429, hourlyBody));
    cb.onError(problem, error);
    const row = await screen.findByTestId('pending-file');
    expect(row.textContent).toContain(ERROR_CATALOGUE.UPLOAD_RATE_LIMITED.message.en);
    expect(row.dataset.state).toBe('failed');
  });
});

describe('an upload cut by a reload', () => {
  const receipt = new File([new Uint8Array([37, 80, 68, 70])], 'receipt.pdf', {
    type: 'application/pdf',
    lastModified: 1_700_000_000_000,
  });
  /** What tus-js-client left in this tab's storage for the half-sent receipt before the reload. */
  function leaveUnfinished() {
    const fingerprint = uploadFingerprint('receipt', receipt);
    sessionStorage.setItem(
      UPLOADS_STORAGE_KEY,
      JSON.stringify({
        [`${fingerprint}::abc`]: {
          fingerprint,
          urlStorageKey: `${fingerprint}::abc`,
          uploadUrl: '/api/v2/e-claim/uploads/u1',
          size: receipt.size,
          metadata: { filename: 'receipt.pdf', filetype: 'application/pdf' },
          creationTime: '2026-11-27T08:00:00.000Z',
        },
      }),
    );
  }

  it('lists what tus remembers, for its kind only', () => {
    leaveUnfinished();
    expect(interruptedUploads('receipt')).toEqual([
      { fingerprint: uploadFingerprint('receipt', receipt), name: 'receipt.pdf', size: 4 },
    ]);
    expect(interruptedUploads('medical_certificate')).toEqual([]);
    forgetInterruptedUpload(uploadFingerprint('receipt', receipt));
    expect(interruptedUploads('receipt')).toEqual([]);
  });

  it.each([
    ['th', '/eclaim', 'การอัปโหลดหยุดกลางคัน เลือกไฟล์เดิมอีกครั้งเพื่ออัปโหลดต่อจากที่ค้างไว้'],
    ['en', '/en/eclaim', 'Interrupted. Choose the same file again to resume where it stopped.'],
  ] as const)(
    '%s: is listed with how to resume it, until the same file is chosen again',
    async (lng, path, hint) => {
      leaveUnfinished();
      const { unmount } = await renderAttach(path, lng);
      const row = await screen.findByTestId('interrupted-file');
      expect(row.textContent).toContain('receipt.pdf');
      expect(row.querySelector('[role="status"]')?.textContent).toBe(hint);
      expect(row.dataset.state).toBe('interrupted');
      // Choosing the same file again resumes it: the hint gives way to the upload's own row.
      sends.length = 0;
      fireEvent.change(screen.getByTestId('file-receipt'), { target: { files: [receipt] } });
      await vi.waitFor(() => expect(sends.length).toBe(1));
      expect(screen.queryByTestId('interrupted-file')).toBeNull();
      expect(screen.getByTestId('pending-file')).toBeTruthy();
      unmount();
    },
  );

  it('can be dropped by the member, and is then forgotten', async () => {
    leaveUnfinished();
    const { unmount } = await renderAttach('/en/eclaim', 'en');
    const row = await screen.findByTestId('interrupted-file');
    fireEvent.click(row.querySelector('button')!);
    expect(screen.queryByTestId('interrupted-file')).toBeNull();
    expect(interruptedUploads('receipt')).toEqual([]);
    unmount();
  });
});
