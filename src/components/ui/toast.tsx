import { create } from 'zustand';
import { CloseIcon } from './icons';
import * as s from './feedback.css';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error';
}

interface ToastState {
  toasts: Toast[];
  show: (message: string, kind?: Toast['kind']) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;
const TOAST_MS = 5000;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (message, kind = 'info') => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, kind }] });
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** The live region that announces toasts; errors are assertive, others polite. */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const { toasts, dismiss } = useToastStore();
  return (
    <section className={s.toastRegion} aria-label={label}>
      <div role="status" aria-live="polite">
        {toasts
          .filter((t) => t.kind === 'info')
          .map((t) => (
            <ToastView key={t.id} toast={t} onClose={() => dismiss(t.id)} closeLabel={closeLabel} />
          ))}
      </div>
      <div role="alert" aria-live="assertive">
        {toasts
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <ToastView key={t.id} toast={t} onClose={() => dismiss(t.id)} closeLabel={closeLabel} />
          ))}
      </div>
    </section>
  );
}

function ToastView({
  toast,
  onClose,
  closeLabel,
}: {
  toast: Toast;
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <div className={`${s.toast} ${toast.kind === 'error' ? s.toastError : ''}`}>
      <p className={s.toastText}>{toast.message}</p>
      <button type="button" className={s.toastClose} onClick={onClose} aria-label={closeLabel}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
