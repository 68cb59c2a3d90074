import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as s from './feedback.css';

export interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose: () => void;
}

/** A modal dialog on the native <dialog> element: focus trap, Escape and backdrop come with it. */
export function Dialog({ open, title, children, actions, onClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal?.();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={s.dialogBody}>
        <h2 id={titleId} className={s.dialogTitle}>
          {title}
        </h2>
        {children}
        <div className={s.dialogActions}>{actions}</div>
      </div>
    </dialog>
  );
}
