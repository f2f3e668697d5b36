import { createFileRoute } from "@tanstack/react-router";
import { ResearchFindings } from "#features/marketing/index.ts";
import { EvidenceScreen } from "#features/referrals/screens.ts";

/** /professional/evidence (professionals only, src/app/guards.ts): what the research says, with citations. */
export const Route = createFileRoute("/_authenticated/professional/evidence")({
  component: Evidence,
});

/** The referrals feature's evidence page, with the marketing feature's research findings. */
function Evidence() {
  return <EvidenceScreen findings={<ResearchFindings />} />;
}
