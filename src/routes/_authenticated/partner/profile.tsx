import { createFileRoute } from "@tanstack/react-router";
import { PartnerProfileScreen } from "#features/partner/screens.ts";

/** /partner/profile (cultural partners only, src/app/guards.ts): the organisation profile and door helpers. */
export const Route = createFileRoute("/_authenticated/partner/profile")({
  component: PartnerProfileScreen,
});
