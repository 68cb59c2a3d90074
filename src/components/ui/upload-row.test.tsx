import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureLanguage, initI18n } from '../../lib/i18n';
import { formatFileSize, UploadList, UploadPicker, UploadRow, type UploadStatus } from './upload-row';
import { picker as pickerClass } from './upload-row.css';

beforeAll(async () => {
  await initI18n('en');
  await ensureLanguage('en');
});

function renderRow(status: UploadStatus, handlers: { onRetry?: () => void; onRemove?: () => void } = {}) {
  return render(
    <UploadList label="Receipts">
      <UploadRow name="receipt.pdf" size={245_760} status={status} data-testid="row" {...handlers} />
    </UploadList>,
  );
}

describe('UploadRow', () => {
  it('shows the name, the size and a named progress bar with the percent while uploading', () => {
    renderRow({ state: 'uploading', percent: 42.7 });
    expect(screen.getByRole('list', { name: 'Receipts' })).toBeTruthy();
    expect(screen.getByText('receipt.pdf', { exact: false }).textContent).toContain('(240 KB)');
    const bar = screen.getByRole('progressbar', {
      name: 'Upload progress of receipt.pdf',
    }) as HTMLProgressElement;
    expect(bar.value).toBe(42);
    expect(bar.max).toBe(100);
    expect(screen.getByText('42%').getAttribute('aria-hidden')).toBe('true');
    // The polite status says what is happening, without the percent (not read at every step).
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Uploading');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('row').dataset.state).toBe('uploading');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('runs the bar without a value while waiting, and full while the server checks', () => {
    const { unmount } = renderRow({ state: 'waiting' });
    expect(screen.getByRole('progressbar').hasAttribute('value')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Waiting to upload');
    unmount();
    renderRow({ state: 'checking' });
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(100);
    expect(screen.getByRole('status').textContent).toBe('Checking the file…');
  });

  it('says when it tries again, in whole seconds rounded up', () => {
    renderRow({ state: 'retrying', percent: 64, seconds: 2.2 });
    expect(screen.getByRole('status').textContent).toBe('Connection lost. Trying again in 3 s');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(64);
  });

  it('offers retry and remove, named after the file, when failed', () => {
    const onRetry = vi.fn();
    const onRemove = vi.fn();
    renderRow({ state: 'failed', error: 'The connection dropped.' }, { onRetry, onRemove });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The connection dropped.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry receipt.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('offers only remove when done, and no buttons the caller did not give', () => {
    const onRemove = vi.fn();
    const { unmount } = renderRow({ state: 'done' }, { onRetry: vi.fn(), onRemove });
    expect(screen.getByRole('status').textContent).toBe('Uploaded');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Remove receipt.pdf']);
    unmount();
    renderRow({ state: 'failed', error: 'Refused.' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets the caller set its own data-state (the claim screen tells failed from refused)', () => {
    render(
      <UploadRow
        name="a.pdf"
        size={10}
        status={{ state: 'failed', error: 'No.' }}
        data-testid="row"
        data-state="refused"
      />,
    );
    expect(screen.getByTestId('row').dataset.state).toBe('refused');
  });
});

describe('formatFileSize', () => {
  it.each([
    [1, '1 KB'],
    [245_760, '240 KB'],
    [1024 * 1024, '1.0 MB'],
    [3_460_300, '3.3 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('an interrupted upload', () => {
  it.each([
    [
      'en',
      'Interrupted. Choose the same file again to resume where it stopped.',
      "Don't use this file receipt.pdf",
    ],
    ['th', 'การอัปโหลดหยุดกลางคัน เลือกไฟล์เดิมอีกครั้งเพื่ออัปโหลดต่อจากที่ค้างไว้', 'ไม่ใช้ไฟล์นี้ receipt.pdf'],
  ] as const)('%s: says how to resume it, with no bar, and can be dropped', async (lng, hint, drop) => {
    await initI18n(lng);
    await ensureLanguage(lng);
    const onRemove = vi.fn();
    const { unmount } = renderRow({ state: 'interrupted' }, { onRetry: vi.fn(), onRemove });
    expect(screen.getByRole('status').textContent).toBe(hint);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: drop }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    unmount();
    await ensureLanguage('en');
  });
});

describe('UploadPicker', () => {
  it('is a labelled file input inside the visible button, which shows its focus', () => {
    const onFiles = vi.fn();
    render(
      <UploadPicker
        label="Take photo"
        id="camera-receipt"
        testId="camera"
        accept="image/jpeg"
        onFiles={onFiles}
      />,
    );
    const input = screen.getByLabelText('Take photo') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.id).toBe('camera-receipt');
    input.focus();
    expect(document.activeElement).toBe(input);
    // The focus ring is drawn on the label (upload-row.css `picker`: :has(:focus-visible) / :focus-within).
    expect(input.closest('label')?.className).toContain(pickerClass);
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledOnce();
  });
});
