import { createFileRoute } from "@tanstack/react-router";
import { EvidenceScreen } from "#features/referrals/screens.ts";

/** /professional/evidence (professionals only, src/app/guards.ts): what the research says, with citations. */
export const Route = createFileRoute("/_authenticated/professional/evidence")({
  component: EvidenceScreen,
});
