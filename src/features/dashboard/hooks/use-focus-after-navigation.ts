import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";

/**
 * For a link to a section of another page (`hash`): once the page it opens has rendered, focus
 * moves to that section, as following a fragment link does on a plain page. The router only
 * scrolls a #hash into view, and the root route then puts focus on <main>, so keyboard and
 * screen-reader users would start at the top, far from what they came for (the root leaves
 * alone a focus the page placed inside <main>). Call the returned function from the link's
 * onClick; a navigation elsewhere (a click that opened a new tab, say) moves nothing.
 */
export function useFocusAfterNavigation(targetId: string): () => void {
  const router = useRouter();
  return useCallback(() => {
    const stop = router.subscribe("onRendered", (event) => {
      stop();
      if (event.toLocation.hash === targetId) focusSection(targetId);
    });
  }, [router, targetId]);
}

/** A landing spot, not a control: tabindex -1 (no ring, see styles.css), and no second scroll. */
function focusSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
