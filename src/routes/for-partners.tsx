import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { partnersSearchSchema } from "#features/marketing/first-paint.ts";
import { ForPartnersPage } from "#features/marketing/index.ts";

/** The open tab lives in the URL (`?tab=`), so a link or a reload shows the same tab. */
export const Route = createFileRoute("/for-partners")({
  validateSearch: partnersSearchSchema,
  component: ForPartners,
});

function ForPartners() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate({ from: "/for-partners" });
  return (
    <ForPartnersPage
      audience={tab ?? "organizations"}
      onAudienceChange={(next) =>
        void navigate({ search: { tab: next }, replace: true, resetScroll: false })
      }
    />
  );
}
