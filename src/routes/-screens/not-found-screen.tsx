import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import { useDocumentTitle } from "#ui/use-document-title.ts";

/** The fallback for unknown paths: '404 Page Not Found' plus a developer-style hint. */
export function NotFoundScreen() {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  useDocumentTitle(t`Page Not Found`);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t`404 Page Not Found`}</h1>
      <p className="mt-4 max-w-full rounded-field bg-base-200 px-3 py-2 font-mono text-sm break-all text-base-content/80">
        {t`The route ${pathname} does not exist.`}
      </p>
      <Link to="/" className="btn btn-primary mt-8 min-h-11">
        {t`Go to Home`}
      </Link>
    </div>
  );
}
