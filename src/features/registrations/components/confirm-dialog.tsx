import { type ReactNode, useEffect, useId, useRef } from "react";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The safe choice: closes and changes nothing (also Escape and the backdrop). */
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation as a native modal `<dialog>` (showModal): focus moves in and stays there, the
 * page behind is inert, Escape closes, and focus returns to the opener. The safe button takes
 * focus first, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      keepRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => onCloseRef.current()}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={textId} className="mt-3 flex flex-col gap-2">
          {children}
        </div>
        <div className="modal-action flex-wrap">
          <button
            ref={keepRef}
            type="button"
            className="btn btn-ghost min-h-11"
            onClick={() => ref.current?.close()}
          >
            {keepLabel}
          </button>
          <button
            type="button"
            className="btn btn-error min-h-11"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-hidden="true">
          {keepLabel}
        </button>
      </form>
    </dialog>
  );
}
