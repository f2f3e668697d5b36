import { createContext, useContext, useEffect } from "react";

export const APP_NAME = "CultureWell";

/** "<page> · CultureWell", or just the app name for an empty page title. */
export function documentTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}

/**
 * Only while prerendering (src/app/prerender/render-page.tsx): receives the title a page sets,
 * because effects never run in a server render. Null in the browser.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets `document.title` to "<page> · CultureWell" (just the app name for an empty page title). */
export function useDocumentTitle(pageTitle: string): void {
  useContext(DocumentTitleSink)?.(documentTitle(pageTitle));
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
