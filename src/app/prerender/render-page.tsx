import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { activateLocale, type Locale } from "#i18n/index.ts";
import { useSessionStore } from "#session/session-store.ts";
import { DocumentTitleSink, documentTitle } from "#ui/use-document-title.ts";
import { RootLayout } from "../root-layout.tsx";
import { createAppRouter } from "../router.tsx";

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  markup: string;
  /** The document title the page sets (useDocumentTitle), e.g. "Coming soon · CultureWell". */
  title: string;
}

/**
 * Renders one URL as a visitor sees it in one language, with the app's own tree: its router
 * and routes on a memory history, Lingui with the compiled catalog, RootLayout. Run by the build
 * (scripts/vite-prerender.ts), one page at a time: the locale and the session are the app's
 * singletons. Effects do not run here, so what waits for the first paint (usePainted) is left
 * out, as it is in the browser's first frame.
 */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  await activateLocale(locale);
  // The build cannot know a session: the page is a visitor's, and the boot script starts the
  // app at once where a stored session makes the app draw something else.
  useSessionStore.getState().setSignedOut();
  // No scroll restoration: on a server render the router writes it as an inline script, which
  // the CSP would refuse; the app restores scroll itself once it runs.
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  await router.load();
  let title = documentTitle("");
  const markup = renderToString(
    <DocumentTitleSink
      value={(pageTitle) => {
        title = pageTitle;
      }}
    >
      <RootLayout router={router} />
    </DocumentTitleSink>,
  );
  return { markup, title };
}
