import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog } from './dialog';

/**
 * "Are you sure?" before an action that cannot be taken back or that starts something (delete a
 * card, use a card at a hospital): Cancel closes it; the confirm button is disabled while busy.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  confirmTestId,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: ButtonProps['variant'];
  confirmTestId?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={busy} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
