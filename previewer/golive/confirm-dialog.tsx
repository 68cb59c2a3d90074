/**
 * A modal question with a confirm and a cancel button (the native <dialog>: focus moves into it and
 * back, Escape cancels, the page behind is inert).
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as a from '../admin/admin.css';
import * as s from './golive.css';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <form
        method="dialog"
        className={s.dialogBody}
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <h3 id={titleId} className={a.subHeading}>
          {title}
        </h3>
        {children}
        <div className={a.actions}>
          <button type="submit" className={a.primary}>
            {confirmLabel}
          </button>
          <button type="button" className={a.secondary} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
