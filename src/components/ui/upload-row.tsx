/**
 * One file being uploaded, or already uploaded: its name and size, a progress bar with the percent,
 * and what is happening (waiting, uploading, trying again after a dropped connection, being checked,
 * uploaded, failed, interrupted by a reload) with the buttons that fit (retry, remove). The app's one upload widget (the
 * e-Claim documents use it); the sending itself belongs to the caller.
 *
 * Accessibility: the bar is a native <progress> named after the file (its value is the percent); the
 * status line is a polite live region that changes only when the state does (the percent is not in
 * it, or a screen reader would read every progress event); the buttons carry the file name.
 * Texts come from locales/<lng>/common.json (`upload.*`).
 */
import type { InputHTMLAttributes, LiHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button, buttonClassName } from './button';
import { AlertIcon } from './icons';
import * as s from './upload-row.css';

export type UploadStatus =
  /** Chosen, not sending yet (a photo is being made smaller, or another file goes first). */
  | { state: 'waiting' }
  | { state: 'uploading'; percent: number }
  /** The connection dropped; sending resumes by itself in `seconds`. */
  | { state: 'retrying'; percent: number; seconds: number }
  /** All bytes sent; the server is checking the file. */
  | { state: 'checking' }
  | { state: 'done' }
  /** Stopped, with the reason (already translated). */
  | { state: 'failed'; error: string }
  /** Cut short by a reload or a closed window: choosing the same file again resumes it. */
  | { state: 'interrupted' };

export type UploadState = UploadStatus['state'];

/** 1234567 → '1.2 MB'. */
export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.floor(value)));

/** A list of upload rows, named (e.g. after the kind of document). */
export function UploadList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={s.list} aria-label={label}>
      {children}
    </ul>
  );
}

export interface UploadRowProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> {
  name: string;
  /** Bytes. */
  size: number;
  status: UploadStatus;
  /** Shown when failed. */
  onRetry?: () => void;
  /** Shown when done or failed (a done file may ask for confirmation first: that is the caller's). */
  onRemove?: () => void;
}

export function UploadRow({ name, size, status, onRetry, onRemove, className, ...rest }: UploadRowProps) {
  const { t } = useTranslation();
  const percent =
    status.state === 'uploading' || status.state === 'retrying'
      ? clampPercent(status.percent)
      : status.state === 'checking'
        ? 100
        : null;
  const showBar = status.state !== 'done' && status.state !== 'failed' && status.state !== 'interrupted';
  const text = (() => {
    switch (status.state) {
      case 'waiting':
        return t('upload.waiting');
      case 'uploading':
        return t('upload.uploading');
      case 'retrying':
        return t('upload.retrying', { count: Math.max(0, Math.ceil(status.seconds)) });
      case 'checking':
        return t('upload.checking');
      case 'done':
        return t('upload.done');
      case 'failed':
        return status.error;
      case 'interrupted':
        return t('upload.interrupted');
    }
  })();
  const fileName = (
    <>
      {' '}
      <span className={s.srOnly}>{name}</span>
    </>
  );
  const canRetry = status.state === 'failed' && onRetry;
  const canRemove =
    (status.state === 'done' || status.state === 'failed' || status.state === 'interrupted') && onRemove;
  const alerting = status.state === 'failed' || status.state === 'interrupted';

  return (
    <li className={`${s.row} ${className ?? ''}`} data-state={status.state} {...rest}>
      <div className={s.body}>
        <span className={s.name}>
          {name} <span className={s.muted}>({formatFileSize(size)})</span>
        </span>
        {showBar ? (
          <span className={s.bar}>
            <progress
              className={s.progress}
              max={100}
              value={percent ?? undefined}
              aria-label={t('upload.progress', { name })}
            />
            {percent !== null ? (
              <span className={s.percent} aria-hidden="true">
                {percent}%
              </span>
            ) : null}
          </span>
        ) : null}
        <p className={`${s.status} ${alerting ? s.statusError : ''}`} role="status" aria-live="polite">
          {alerting ? <AlertIcon size={16} /> : null}
          {text}
        </p>
      </div>
      {canRetry || canRemove ? (
        <div className={s.actions}>
          {canRetry ? (
            <Button size="small" onClick={onRetry}>
              {t('upload.retry')}
              {fileName}
            </Button>
          ) : null}
          {canRemove ? (
            <Button variant="outline" size="small" onClick={onRemove}>
              {status.state === 'interrupted' ? t('upload.forget') : t('upload.remove')}
              {fileName}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A button that opens the camera or the file picker: a label styled as the outline button around a
 * file input that is not drawn but keeps the focus, which the label shows (upload-row.css `picker`).
 * The same file can be chosen again (to resume an interrupted upload, or after removing it).
 */
export function UploadPicker({
  label,
  id,
  testId,
  onFiles,
  ...input
}: {
  label: string;
  /** The input's id: an error summary's link focuses it. */
  id?: string;
  testId?: string;
  onFiles: (files: FileList | null) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'accept' | 'capture' | 'multiple' | 'aria-describedby'>) {
  return (
    <label className={`${buttonClassName({ variant: 'outline', block: true })} ${s.picker}`}>
      {label}
      <input
        id={id}
        className={s.pickerInput}
        type="file"
        data-testid={testId}
        {...input}
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </label>
  );
}
