/**
 * A PDF in the page (issue 27): pdf.js (pdfjs-dist) draws one page at a time on a canvas, with the page
 * count and previous/next. This module is imported lazily (document-viewer.tsx), so pdf.js and its
 * worker load only when an officer opens a PDF. The bytes come from the staff document route, already
 * fetched: pdf.js never makes a request of its own. Scripts in a PDF never run (pdf.js has no
 * scripting here) and eval is off, as the CSP wants (server/http/security-headers.ts).
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useId, useRef, useState } from 'react';
import * as a from '../admin/admin.css';
import * as s from './claims.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Wide enough to read a receipt; the canvas shrinks to the column (claims.css.ts page). */
const CSS_WIDTH = 820;

export default function PdfViewer({ bytes, label }: { bytes: ArrayBuffer; label: string }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const statusId = useId();

  useEffect(() => {
    // pdf.js takes the buffer over (transfers it to the worker): it gets a copy.
    const task = getDocument({ data: bytes.slice(0), isEvalSupported: false, enableXfa: false });
    let alive = true;
    task.promise.then(
      (doc) => {
        if (alive) setPdf(doc);
      },
      () => {
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
      void task.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let render: RenderTask | null = null;
    let alive = true;
    pdf.getPage(pageNo).then(
      (page) => {
        if (!alive) return;
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (CSS_WIDTH / base.width) * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${Math.floor(viewport.width / ratio)}px`;
        render = page.render({ canvas: target, viewport });
        render.promise.catch(() => undefined);
      },
      () => setFailed(true),
    );
    return () => {
      alive = false;
      render?.cancel();
    };
  }, [pdf, pageNo]);

  if (failed)
    return (
      <p className={a.error} role="alert">
        This PDF could not be read. It may be damaged; ask the member for the document again.
      </p>
    );
  if (!pdf)
    return (
      <p className={a.muted} role="status">
        Opening the PDF…
      </p>
    );
  const pages = pdf.numPages;
  return (
    <div className={s.viewer}>
      <div className={s.pager}>
        <button
          type="button"
          className={`${a.secondary} ${a.small}`}
          disabled={pageNo <= 1}
          onClick={() => setPageNo((n) => Math.max(1, n - 1))}
          aria-controls={statusId}
        >
          Previous page
        </button>
        <p id={statusId} className={a.muted} aria-live="polite" data-testid="pdf-page">
          Page {pageNo} of {pages}
        </p>
        <button
          type="button"
          className={`${a.secondary} ${a.small}`}
          disabled={pageNo >= pages}
          onClick={() => setPageNo((n) => Math.min(pages, n + 1))}
          aria-controls={statusId}
        >
          Next page
        </button>
      </div>
      <canvas
        ref={canvas}
        className={s.page}
        role="img"
        aria-label={`${label}, page ${pageNo} of ${pages}`}
        data-testid="pdf-canvas"
      />
    </div>
  );
}
