/**
 * One claim document shown in the page (issue 27): its bytes are fetched from the staff document route
 * with the staff session (api/staff-claims.ts), then an image is shown as <img> from a blob: URL and a
 * PDF is drawn by pdf.js (pdf-viewer.tsx, loaded only when a PDF is opened). Nothing is downloaded to
 * the officer's disk, and the file is never opened as a page of its own.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import * as a from '../admin/admin.css';
import { LoadError } from '../admin/load-error';
import { claimDocumentQueryOptions } from '../api/staff-claims';
import * as s from './claims.css';

const PdfViewer = lazy(() => import('./pdf-viewer'));

/** A blob: URL for `blob` while the component shows it; revoked after. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

function ImageView({ blob, label }: { blob: Blob; label: string }) {
  const url = useObjectUrl(blob);
  if (!url) return null;
  return (
    <div className={s.viewer}>
      <img src={url} alt={label} className={s.page} data-testid="document-image" />
    </div>
  );
}

export function DocumentViewer({
  url,
  mime,
  label,
}: {
  /** The document's content_url (getStaffClaim). */
  url: string;
  mime: string;
  /** What the document is, e.g. "Receipt: receipt.pdf" (the image's text and the PDF's name). */
  label: string;
}) {
  const file = useQuery(claimDocumentQueryOptions(url));
  if (file.isPending)
    return (
      <p className={a.muted} role="status">
        Loading the document…
      </p>
    );
  if (file.isError) return <LoadError error={file.error} onRetry={file.refetch} />;
  if (mime === 'application/pdf')
    return (
      <Suspense
        fallback={
          <p className={a.muted} role="status">
            Loading the PDF viewer…
          </p>
        }
      >
        <PdfBytes blob={file.data} label={label} />
      </Suspense>
    );
  return <ImageView blob={file.data} label={label} />;
}

function PdfBytes({ blob, label }: { blob: Blob; label: string }) {
  const [bytes, setBytes] = useState<ArrayBuffer | null>(null);
  useEffect(() => {
    let alive = true;
    blob.arrayBuffer().then((b) => {
      if (alive) setBytes(b);
    });
    return () => {
      alive = false;
    };
  }, [blob]);
  return bytes ? <PdfViewer bytes={bytes} label={label} /> : null;
}
