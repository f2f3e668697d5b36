import { createFileRoute } from "@tanstack/react-router";
import { ProfessionalResourcesScreen } from "#features/referrals/screens.ts";

/** /professional/resources (professionals only, src/app/guards.ts): how to refer, what to tell clients, consent and outcomes. */
export const Route = createFileRoute("/_authenticated/professional/resources")({
  component: ProfessionalResourcesScreen,
});
