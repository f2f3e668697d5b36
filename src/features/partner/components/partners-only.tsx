import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { EmptyState } from "#ui/empty-state.tsx";

/** What anyone but a cultural partner sees where experiences are listed (add form). */
export function PartnersOnly() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Only cultural partners can list experiences`}
      action={
        <Link to="/for-partners" className="btn btn-primary min-h-11">
          {t`Become a cultural partner`}
        </Link>
      }
    >
      {t`Venues and organisations join CultureWell as cultural partners to list their experiences. You can still browse, save and register for everything that is listed.`}
    </EmptyState>
  );
}
