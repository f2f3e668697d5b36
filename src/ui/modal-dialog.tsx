import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** Called when the dialog closes by Escape, the backdrop or a close button. */
  onClose: () => void;
  children: ReactNode;
  /** daisyUI modal-box width class. */
  boxClassName?: string;
  /** Where focus goes on opening (default: the browser's choice, the first focusable). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The id of the element that describes the dialog (a confirmation's question). */
  describedBy?: string;
}

/**
 * THE modal of the app: a daisyUI modal on the native `<dialog>`. `showModal()` moves focus in
 * and traps it, Escape closes, the page behind is inert, and focus returns to the opener. The
 * content mounts only while open, so a closed dialog keeps nothing typed (a password, a draft).
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  boxClassName,
  initialFocus,
  describedBy,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={() => onClose()}
    >
      <div className={`modal-box ${boxClassName ?? ""}`}>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {open ? children : null}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-hidden="true">
          ×
        </button>
      </form>
    </dialog>
  );
}
