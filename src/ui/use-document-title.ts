import { useEffect } from "react";

export const APP_NAME = "CultureWell";

/** Sets `document.title` to "<page> · CultureWell" (just the app name for an empty page title). */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
