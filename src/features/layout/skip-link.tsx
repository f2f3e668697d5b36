import { useLingui } from "@lingui/react/macro";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element on every shell page: jumps past the header to the content. */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-[calc(env(safe-area-inset-top)+0.75rem)] focus:z-50 focus:rounded-field focus:bg-primary focus:px-4 focus:py-3 focus:font-semibold focus:text-primary-content focus:shadow-lg"
    >
      {t`Skip to main content`}
    </a>
  );
}
