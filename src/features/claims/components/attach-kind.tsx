/**
 * One kind of claim document (receipts, medical certificates, bank-book page, others): the files
 * attached, the most allowed, a camera and a file picker, and each file being sent with its own
 * progress and status in the app's upload row (components/ui/upload-row.tsx: waiting, uploading,
 * trying again in n s after a dropped connection, checking, uploaded, failed → retry or remove).
 * Files are checked on selection (type, 10 MB) and again by the server; photos are downscaled first
 * (lib/upload.ts). A send refused for the member's upload quota (429) shows the server's translated
 * message and can be retried from its row. Removing an uploaded file asks for confirmation.
 */
import { useEffect, useState } from 'react';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LIMITS,
  type AttachmentKindName,
} from '../../../../shared/api/claim-rules';
import type { Attachment } from '../../../../shared/api/schemas/claims';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorMessage } from '../../../components/ui/error-message';
import { QuietFieldErrors } from '../../../components/ui/error-summary';
import { FieldError } from '../../../components/ui/field';
import { UploadList, UploadPicker, UploadRow, type UploadStatus } from '../../../components/ui/upload-row';
import { useTranslation } from '../../../lib/i18n';
import {
  checkSelectedFile,
  downscalePhoto,
  forgetInterruptedUpload,
  interruptedUploads,
  sendFile,
  uploadFingerprint,
} from '../lib/upload';
import * as s from './claims.css';

interface Pending {
  id: string;
  name: string;
  original: File;
  file: File | null;
  sent: number;
  total: number;
  state: 'preparing' | 'uploading' | 'attaching' | 'failed' | 'refused';
  error: string | null;
  /** When tus tries again after a dropped connection (ms since the epoch), while it waits. */
  retryAt: number | null;
}

/** What the upload row shows for a file being sent. */
function rowStatus(p: Pending, now: number): UploadStatus {
  const percent = (p.sent / (p.total || 1)) * 100;
  switch (p.state) {
    case 'preparing':
      return { state: 'waiting' };
    case 'uploading':
      return p.retryAt !== null && p.retryAt > now
        ? { state: 'retrying', percent, seconds: (p.retryAt - now) / 1000 }
        : { state: 'uploading', percent };
    case 'attaching':
      return { state: 'checking' };
    case 'failed':
    case 'refused':
      return { state: 'failed', error: p.error ?? '' };
  }
}

/** The clock, ticking while some file waits to try again (for its "in n s"). */
function useRetryClock(waiting: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!waiting) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [waiting]);
  return now;
}

let nextId = 0;

export function AttachKind({
  kind,
  existing,
  onAttach,
  onDelete,
  error,
}: {
  kind: AttachmentKindName;
  existing: readonly Pick<Attachment, 'id' | 'filename' | 'size' | 'status'>[];
  onAttach: (uploadId: string) => Promise<unknown>;
  onDelete?: (id: string) => Promise<unknown>;
  error?: string | null;
}) {
  const { t } = useTranslation('claims');
  const message = useErrorMessage();
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Uploads cut short by a reload: listed with how to resume them until the same file is chosen again.
  const [interrupted, setInterrupted] = useState(() => interruptedUploads(kind));
  const limit = ATTACHMENT_LIMITS[kind];
  const used = existing.length + pending.filter((p) => p.state !== 'refused').length;
  const full = used >= limit;
  const now = useRetryClock(pending.some((p) => p.retryAt !== null));
  const update = (id: string, patch: Partial<Pending>) =>
    setPending((all) => all.map((p) => (p.id === id ? { ...p, ...patch } : p)));

  const start = async (item: Pending) => {
    const file = item.file ?? (await downscalePhoto(item.original));
    update(item.id, { file, state: 'uploading', error: null, total: file.size, retryAt: null });
    sendFile(
      file,
      { kind, original: item.original },
      {
        onProgress: (sent, total) => update(item.id, { sent, total, retryAt: null }),
        onRetry: (delayMs) => update(item.id, { retryAt: delayMs > 0 ? Date.now() + delayMs : null }),
        // The server's own message when it sent one (a 429 past the upload quota says why and what to
        // do, in the page's language); a 429 can be retried from the row, a refused file cannot.
        onError: (why, apiError) =>
          update(item.id, {
            retryAt: null,
            state: why === 'refused' ? 'refused' : 'failed',
            error: message(apiError, t(why === 'refused' ? 'attach.refused' : 'attach.network')),
          }),
        onDone: (uploadId) => {
          update(item.id, { state: 'attaching', retryAt: null });
          onAttach(uploadId).then(
            () => setPending((all) => all.filter((p) => p.id !== item.id)),
            (err) => update(item.id, { state: 'refused', error: message(err, t('attach.refused')) }),
          );
        },
      },
    );
  };

  const choose = (files: FileList | null) => {
    setProblem(null);
    if (!files) return;
    const room = limit - used;
    const chosen = [...files];
    if (chosen.length > room) setProblem(t('attach.tooMany', { count: limit }));
    for (const original of chosen.slice(0, Math.max(0, room))) {
      const bad = checkSelectedFile(original);
      if (bad) {
        setProblem(t(`attach.problems.${bad}`, { name: original.name }));
        continue;
      }
      const fingerprint = uploadFingerprint(kind, original);
      setInterrupted((all) => all.filter((u) => u.fingerprint !== fingerprint));
      const item: Pending = {
        id: `p${++nextId}`,
        name: original.name,
        original,
        file: null,
        sent: 0,
        total: original.size,
        state: 'preparing',
        error: null,
        retryAt: null,
      };
      setPending((all) => [...all, item]);
      void start(item);
    }
  };

  const headingId = `attach-${kind}`;
  const errorId = `attach-${kind}-error`;
  return (
    <section className={s.panel} aria-labelledby={headingId} data-testid={`attach-${kind}`}>
      <div className={s.row}>
        <h3 id={headingId} className={s.title}>
          {t(`kinds.${kind}.title`)}
        </h3>
        <span className={s.muted} data-testid={`count-${kind}`}>
          {t('attach.count', { count: existing.length, limit })}
        </span>
      </div>
      <p className={s.muted}>{t(`kinds.${kind}.hint`)}</p>
      <UploadList label={t(`kinds.${kind}.title`)}>
        {existing.map((a) => (
          <UploadRow
            key={a.id}
            data-testid="attached-file"
            name={a.filename}
            size={a.size}
            status={{ state: 'done' }}
            onRemove={onDelete ? () => setConfirming({ id: a.id, name: a.filename }) : undefined}
          />
        ))}
        {pending.map((p) => (
          <UploadRow
            key={p.id}
            data-testid="pending-file"
            data-state={p.state}
            name={p.name}
            size={p.original.size}
            status={rowStatus(p, now)}
            onRetry={p.state === 'failed' ? () => void start(p) : undefined}
            onRemove={() => setPending((all) => all.filter((x) => x.id !== p.id))}
          />
        ))}
        {interrupted.map((u) => (
          <UploadRow
            key={u.fingerprint}
            data-testid="interrupted-file"
            name={u.name}
            size={u.size}
            status={{ state: 'interrupted' }}
            onRemove={() => {
              forgetInterruptedUpload(u.fingerprint);
              setInterrupted((all) => all.filter((x) => x.fingerprint !== u.fingerprint));
            }}
          />
        ))}
      </UploadList>
      {full ? (
        <p className={s.muted}>{t('attach.full', { count: limit })}</p>
      ) : (
        <div className={s.pickers}>
          <UploadPicker
            label={t('attach.camera')}
            id={`camera-${kind}`}
            testId={`camera-${kind}`}
            accept="image/jpeg,image/png"
            capture="environment"
            aria-describedby={problem || error ? errorId : undefined}
            onFiles={choose}
          />
          <UploadPicker
            label={t('attach.choose')}
            id={`file-${kind}`}
            testId={`file-${kind}`}
            accept={ATTACHMENT_ACCEPT}
            multiple
            aria-describedby={problem || error ? errorId : undefined}
            onFiles={choose}
          />
        </div>
      )}
      {/* A file just refused is said at once; the step's own error waits for the summary. */}
      {problem ? (
        <QuietFieldErrors quiet={false}>
          <FieldError id={errorId} error={problem} />
        </QuietFieldErrors>
      ) : (
        <FieldError id={errorId} error={error} />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('attach.confirmTitle')}
        cancelLabel={t('attach.cancel')}
        confirmLabel={t('attach.remove')}
        confirmVariant="danger"
        busy={deleting}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming || !onDelete) return;
          setDeleting(true);
          onDelete(confirming.id).finally(() => {
            setDeleting(false);
            setConfirming(null);
          });
        }}
      >
        <p>{t('attach.confirmBody', { name: confirming?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
