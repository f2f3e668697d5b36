import { type ReactNode, useId, useRef } from "react";
import { ModalDialog } from "./modal-dialog.tsx";

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
 * A confirmation in the app's modal (src/ui/modal-dialog.tsx). The safe button takes focus
 * first, so Enter never confirms by accident.
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
  const keepRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      initialFocus={keepRef}
      describedBy={textId}
    >
      <div id={textId} className="mt-3 flex flex-col gap-2">
        {children}
      </div>
      <div className="modal-action flex-wrap">
        <button ref={keepRef} type="button" className="btn btn-ghost min-h-11" onClick={onClose}>
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
    </ModalDialog>
  );
}
