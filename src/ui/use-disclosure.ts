import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * Open disclosures, most recent last. Escape closes only the top one, so a language list open
 * inside the mobile menu closes alone and leaves the menu open.
 */
const openStack: symbol[] = [];

export interface Disclosure {
  open: boolean;
  /** id for the panel; the toggle points at it with `aria-controls`. */
  panelId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  toggle: () => void;
  close: (options?: { returnFocus?: boolean }) => void;
}

/**
 * A toggle button plus the panel it shows (WAI-ARIA disclosure pattern, used for the menus and the
 * language picker). Escape closes and returns focus to the toggle; a click or focus outside
 * closes without moving focus. `resetKey` closes the panel when it changes (the current path: a
 * menu never stays open across a navigation).
 */
export function useDisclosure(resetKey?: unknown): Disclosure {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((options?: { returnFocus?: boolean }) => {
    setOpen(false);
    if (options?.returnFocus) toggleRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input
  useEffect(() => {
    setOpen(false);
  }, [resetKey]);

  useEffect(() => {
    if (!open) return;
    const self = Symbol("disclosure");
    openStack.push(self);
    const inside = (target: EventTarget | null) =>
      target instanceof Node &&
      (panelRef.current?.contains(target) || toggleRef.current?.contains(target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && openStack.at(-1) === self) {
        event.preventDefault();
        close({ returnFocus: true });
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      openStack.splice(openStack.indexOf(self), 1);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, close]);

  return { open, panelId, toggleRef, panelRef, toggle, close };
}
