import { useEffect } from "react";
import { flushVisitorMessages } from "../data/visitor-outbox.ts";

/**
 * Sends a visitor's waiting contact messages at start, when the connection returns and when the
 * tab becomes visible again. Mounted once at the root, so a message written offline on /contact
 * leaves from whatever page the visitor is on when they are back online.
 */
export function useVisitorContactSender(): void {
  useEffect(() => {
    const send = () => {
      if (navigator.onLine) void flushVisitorMessages().catch(console.error);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") send();
    };
    send();
    window.addEventListener("online", send);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", send);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}
