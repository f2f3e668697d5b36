/**
 * The layout rules of layout.spec.ts, run inside the page in one `page.evaluate` (the whole DOM
 * is walked once per width). Each problem is one line naming the element and what is wrong:
 *
 * - page-scroll: the document is wider than the viewport (the page scrolls sideways);
 * - clipped: an element cuts its own text (overflow hidden/clip or an ellipsis) and is not an
 *   intended truncation, i.e. one that carries the whole text in a `title`;
 * - cut-scroll: a box scrolls sideways with content hidden, and is not an intended scroll region
 *   (those are focusable and named, so a keyboard user can scroll them: see attendee-table.tsx);
 * - out-of-card: a visible element reaches outside its card (`.card` or `.rounded-box`);
 * - overlap: two visible controls (buttons, links, fields, labels, summaries) overlap.
 *
 * Visually hidden text (`.sr-only`), closed <details>, and what a scroll box holds beyond its edge
 * are left out: none of them is on screen. Must stay self-contained: Playwright sends its source.
 * What each rule means and how a screen passes it on purpose: docs/layout-check.md.
 */
export async function layoutProblems(): Promise<string[]> {
  // The resize that came before: let layout, ResizeObservers and React's re-render settle.
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => r(null)));

  const problems: string[] = [];
  const tol = 1;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  const name = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : "";
    const testId = el.getAttribute("data-testid");
    const label = el.getAttribute("aria-label");
    const text = (label ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 48);
    return `<${tag}${id}${testId ? ` data-testid=${testId}` : ""}>${text ? ` "${text}"` : ""}`;
  };
  const px = (n: number) => Math.round(n);

  /** Hidden from sight although laid out: a 1-px clipped box (sr-only) on the way up. */
  const hiddenMemo = new Map<Element, boolean>();
  const visuallyHidden = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const known = hiddenMemo.get(el);
    if (known !== undefined) return known;
    const s = style(el);
    const r = el.getBoundingClientRect();
    const tiny = (r.width <= 1 || r.height <= 1) && s.overflow !== "visible";
    const hidden =
      el.classList.contains("sr-only") ||
      tiny ||
      (s.clip !== "auto" && s.position === "absolute") ||
      visuallyHidden(el.parentElement);
    hiddenMemo.set(el, hidden);
    return hidden;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    return !visuallyHidden(el);
  };
  const scrollsX = (s: CSSStyleDeclaration) => s.overflowX === "auto" || s.overflowX === "scroll";
  const clips = (s: CSSStyleDeclaration) => s.overflowX === "hidden" || s.overflowX === "clip";
  const hasOwnText = (el: Element) =>
    Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
  /** A scroll box between `el` and `stop` (exclusive): its content may lie beyond its edge. */
  const scrollBoxBetween = (el: Element, stop: Element | null) => {
    for (let p = el.parentElement; p && p !== stop; p = p.parentElement) {
      const s = style(p);
      if (scrollsX(s) || s.overflowY === "auto" || s.overflowY === "scroll") return true;
    }
    return false;
  };

  const all = Array.from(document.body.querySelectorAll("*")).filter(
    (el) => !(el instanceof SVGElement && !(el instanceof SVGSVGElement)) && shown(el),
  );

  // 1. Sideways page scroll, with the elements that reach past the right edge.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    const wide = all
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.right > root.clientWidth + tol && !scrollBoxBetween(el, null);
      })
      .filter((el, _, list) => !list.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => `${name(el)} to ${px(el.getBoundingClientRect().right)}`);
    problems.push(
      `page-scroll: ${root.scrollWidth} px wide in ${root.clientWidth} px (${wide.join("; ")})`,
    );
  }

  for (const el of all) {
    const s = style(el);
    // 2. An element that cuts its own text.
    if ((clips(s) || s.textOverflow === "ellipsis") && el.scrollWidth > el.clientWidth + tol) {
      const text = el.textContent?.trim() ?? "";
      const intended = el.getAttribute("title")?.trim() === text.replace(/\s+/g, " ");
      const r = el.getBoundingClientRect();
      const cutText =
        hasOwnText(el) ||
        Array.from(el.querySelectorAll("*")).some((child) => {
          if (!hasOwnText(child) || !shown(child)) return false;
          const c = child.getBoundingClientRect();
          return c.right > r.right + tol || c.left < r.left - tol;
        });
      if (text && cutText && !intended) {
        problems.push(`clipped: ${name(el)} shows ${el.clientWidth} of ${el.scrollWidth} px`);
      }
    }
    // 3. A scroll box that hides content and is not meant to scroll.
    if (scrollsX(s) && el.scrollWidth > el.clientWidth + tol) {
      const intended =
        el.hasAttribute("tabindex") &&
        (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"));
      if (!intended) {
        problems.push(`cut-scroll: ${name(el)} shows ${el.clientWidth} of ${el.scrollWidth} px`);
      }
    }
  }

  // 4. Something that reaches outside its card: text, controls, pictures.
  const leaf = (el: Element) =>
    hasOwnText(el) ||
    el instanceof SVGSVGElement ||
    el.matches("img, button, a[href], input, select, textarea, label, summary");
  const reported = new Set<Element>();
  for (const el of all) {
    if (!leaf(el)) continue;
    const card = el.parentElement?.closest(".card, .rounded-box");
    if (!card || scrollBoxBetween(el, card) || !shown(card)) continue;
    const r = el.getBoundingClientRect();
    const c = card.getBoundingClientRect();
    const out =
      r.left < c.left - tol ||
      r.right > c.right + tol ||
      r.top < c.top - tol ||
      r.bottom > c.bottom + tol;
    // One line per card and element, not one per nested span that overflows with it.
    if (out && ![...reported].some((p) => p.contains(el))) {
      reported.add(el);
      problems.push(
        `out-of-card: ${name(el)} at ${px(r.left)}–${px(r.right)}×${px(r.top)}–${px(r.bottom)} outside ${name(card).slice(0, 40)} at ${px(c.left)}–${px(c.right)}×${px(c.top)}–${px(c.bottom)}`,
      );
    }
  }

  // 5. Controls that overlap (a tap meant for one lands on the other).
  const controls = all.filter((el) =>
    el.matches(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
    ),
  );
  /** Inside a sticky bar (the site header): content scrolls under it by design (scroll-padding). */
  const inSticky = (el: Element) => {
    for (let p: Element | null = el; p; p = p.parentElement) {
      if (style(p).position === "sticky") return true;
    }
    return false;
  };
  const sticky = controls.map(inSticky);
  const boxes = controls.map((el) => Array.from(el.getClientRects()).filter((r) => r.width > 0));
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i] as Element;
      const b = controls[j] as Element;
      if (a.contains(b) || b.contains(a) || sticky[i] !== sticky[j]) continue;
      if (
        (a instanceof HTMLLabelElement && a.control === b) ||
        (b instanceof HTMLLabelElement && b.control === a)
      )
        continue;
      const hit = (boxes[i] ?? []).some((ra) =>
        (boxes[j] ?? []).some(
          (rb) =>
            Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > tol &&
            Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > tol,
        ),
      );
      if (hit) problems.push(`overlap: ${name(a)} and ${name(b)}`);
    }
  }
  return problems;
}
