import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";

/** Tailwind's print variant on the app's root: the printer sees only the copy beside it. */
const HIDE_APP_ON_PAPER = "print:hidden";

/**
 * Prints one part of a page. `print()` puts the `PrintCopy` beside the app (a portal to
 * <body>), hides the app from the printer and opens the browser's print dialog; the copy goes
 * when printing ends. Everything is Tailwind `print:` variants, so the screen never changes.
 */
export function usePrintOnly() {
  // A count, not a flag: asking again re-opens the dialog even where `afterprint` never came.
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const app = document.getElementById("root");
    app?.classList.add(HIDE_APP_ON_PAPER);
    const done = () => setRequest(0);
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => {
      window.removeEventListener("afterprint", done);
      app?.classList.remove(HIDE_APP_ON_PAPER);
    };
  }, [request]);
  return { printing: request > 0, print: () => setRequest((n) => n + 1) };
}

/** What goes on paper while `printing`: hidden on screen, in the light theme (paper is white). */
export function PrintCopy({ printing, children }: { printing: boolean; children: ReactNode }) {
  if (!printing) return null;
  return createPortal(
    <div data-theme="culturewell" className="hidden bg-white p-8 text-black print:block">
      {children}
    </div>,
    document.body,
  );
}
