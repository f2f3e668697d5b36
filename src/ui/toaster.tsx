import { useLingui } from "@lingui/react/macro";
import { type PointerEvent, useEffect, useRef } from "react";
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from "./icons.tsx";
import { type Toast, useToastStore } from "./toast-store.ts";

/**
 * The one toast viewport (one at a time, 5 s, F8 focuses it: docs/product.md). Both live regions
 * stay mounted so screen readers announce a toast when its text arrives: errors through the
 * assertive `alert` region, everything else through the polite `status` region.
 */
export function Toaster() {
  const { t } = useLingui();
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const isError = current?.variant === "error";
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={t`Notifications (F8)`}
      className="toast-viewport pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 px-4 outline-none sm:items-end"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && !isError ? <ToastCard toast={current} onDismiss={dismiss} /> : null}
      </div>
      <div role="alert" aria-atomic="true">
        {current && isError ? <ToastCard toast={current} onDismiss={dismiss} /> : null}
      </div>
    </section>
  );
}

const VARIANT_CLASS = {
  success: "border-success/40 [--toast-accent:var(--color-success)]",
  error: "border-error/50 [--toast-accent:var(--color-error)]",
  info: "border-info/40 [--toast-accent:var(--color-info)]",
} as const;

/** A swipe to the right this far dismisses the toast on touch screens. */
const SWIPE_DISMISS_PX = 50;

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useLingui();
  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientX - swipeStart.current > SWIPE_DISMISS_PX) {
      onDismiss();
    }
    swipeStart.current = null;
  };
  const Icon =
    toast.variant === "error" ? AlertIcon : toast.variant === "success" ? CheckIcon : InfoIcon;
  return (
    <div
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      className={`toast-card pointer-events-auto touch-pan-y flex w-full max-w-sm items-start gap-3 rounded-box border bg-base-100 p-4 shadow-lg ${VARIANT_CLASS[toast.variant]}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-(--toast-accent)" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className="mt-1 text-sm text-base-content/80">{toast.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="btn btn-ghost btn-sm btn-square -my-1 -me-2 size-11"
        aria-label={t`Dismiss notification`}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
