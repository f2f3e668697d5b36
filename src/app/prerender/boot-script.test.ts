import { minifySync } from "vite";
import { describe, expect, it } from "vitest";
import { bootScriptText, type PageAssets } from "./boot-script.ts";

const ASSETS: PageAssets = {
  entry: "/assets/index-e1.js",
  preloads: ["/assets/runtime-r1.js", "/assets/landing-l1.js"],
  visitorsOnly: true,
};

interface Visit {
  /** `<html lang>` of the prerendered page. */
  page: string;
  browser: string;
  stored?: Record<string, string>;
  storageBlocked?: boolean;
}

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * Runs the script's text as the browser would, against a fake page: what it appends to the
 * head, whether it empties the root, and the paint and timers it waits for.
 */
function boot(visit: Visit, text = bootScriptText(ASSETS)) {
  const appended: { rel?: string; type?: string; href?: string; src?: string }[] = [];
  const root = {
    emptied: false,
    replaceChildren() {
      root.emptied = true;
    },
  };
  const document = {
    documentElement: { lang: visit.page },
    head: { append: (element: (typeof appended)[number]) => appended.push(element) },
    getElementById: (id: string) => (id === "root" ? root : null),
    createElement: () => ({}),
  };
  const localStorage = {
    getItem: (key: string) => {
      if (visit.storageBlocked) throw new DOMException("blocked", "SecurityError");
      return visit.stored?.[key] ?? null;
    },
  };
  const timers: { run: () => void; ms: number }[] = [];
  let paintObserver: PaintCallback | null = null;
  class PerformanceObserver {
    constructor(callback: PaintCallback) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {}
  }
  const run = new Function(
    "document",
    "localStorage",
    "navigator",
    "PerformanceObserver",
    "setTimeout",
    text,
  );
  run(
    document,
    localStorage,
    { language: visit.browser },
    PerformanceObserver,
    (f: () => void, ms: number) => timers.push({ run: f, ms }),
  );
  const loaded = () =>
    appended.map((e) => (e.type === "module" ? `script ${e.src}` : `${e.rel} ${e.href}`));
  /** Runs the timers due within `ms` (each timer counted from now: enough for this script). */
  const flushTimers = (ms: number) => {
    const due = timers.filter((t) => t.ms <= ms);
    timers.splice(0, timers.length, ...timers.filter((t) => t.ms > ms));
    for (const timer of due) timer.run();
  };
  return {
    root,
    loaded,
    paint: () => {
      paintObserver?.({
        getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []),
      });
      flushTimers(0);
    },
    flushTimers,
  };
}

const APP = [
  "modulepreload /assets/runtime-r1.js",
  "modulepreload /assets/landing-l1.js",
  "script /assets/index-e1.js",
];

describe("the prerendered page's boot script", () => {
  it("keeps the page and starts the app only after its first contentful paint", () => {
    const page = boot({ page: "lv", browser: "lv-LV" });
    expect(page.loaded()).toEqual([]);
    page.paint();
    expect(page.loaded()).toEqual(APP);
    expect(page.root.emptied).toBe(false);
  });

  it("starts the app after 2 s when the browser reports no paint (a tab in the background)", () => {
    const page = boot({ page: "en", browser: "en-GB" });
    page.flushTimers(1999);
    expect(page.loaded()).toEqual([]);
    page.flushTimers(2000);
    page.flushTimers(0);
    expect(page.loaded()).toEqual(APP);
  });

  it("empties the page and starts the app at once for a stored language other than the page's", () => {
    const page = boot({ page: "en", browser: "en-US", stored: { "culturewell.locale": "de" } });
    expect(page.root.emptied).toBe(true);
    expect(page.loaded()).toEqual(APP);
  });

  it("does the same when the browser's language is not the page's (a proxy's Accept-Language)", () => {
    const page = boot({ page: "en", browser: "fr-CA" });
    expect(page.root.emptied).toBe(true);
  });

  it("empties / at once for a stored session (the signed-in home), but not /landing", () => {
    const signedIn = { page: "en", browser: "en-US", stored: { auth_token: "t" } };
    expect(boot(signedIn).root.emptied).toBe(true);
    const landing = boot(signedIn, bootScriptText({ ...ASSETS, visitorsOnly: false }));
    expect(landing.root.emptied).toBe(false);
  });

  it("treats blocked storage as nothing stored", () => {
    expect(boot({ page: "lv", browser: "lv", storageBlocked: true }).root.emptied).toBe(false);
  });

  it("behaves the same once the build has minified it", () => {
    const minified = minifySync("boot.js", bootScriptText(ASSETS)).code;
    const kept = boot({ page: "lv", browser: "lv-LV" }, minified);
    kept.paint();
    expect(kept.loaded()).toEqual(APP);
    expect(boot({ page: "lv", browser: "de" }, minified).root.emptied).toBe(true);
  });

  it("cannot end its <script> early, whatever the URLs hold", () => {
    const text = bootScriptText({ ...ASSETS, entry: "/assets/</script><b>.js" });
    expect(text).not.toMatch(/<\/script/i);
    const page = boot({ page: "en", browser: "en" }, text);
    page.paint();
    expect(page.loaded().at(-1)).toBe("script /assets/</script><b>.js");
  });
});
