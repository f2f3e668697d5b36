import { type ReactNode, useEffect, useId, useRef } from "react";

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** Called when the dialog closes by Escape, the backdrop or a close button. */
  onClose: () => void;
  children: ReactNode;
  /** daisyUI modal-box width class. */
  boxClassName?: string;
}

/**
 * A daisyUI modal on the native `<dialog>`: `showModal()` gives focus trapping, Escape and an
 * inert page for free; focus returns to the opener when it closes.
 */
export function ModalDialog({ open, title, onClose, children, boxClassName }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={() => onCloseRef.current()}
    >
      <div className={`modal-box ${boxClassName ?? ""}`}>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-hidden="true">
          ×
        </button>
      </form>
    </dialog>
  );
}
