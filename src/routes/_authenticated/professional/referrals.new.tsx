import { createFileRoute } from "@tanstack/react-router";
import { NewReferralScreen } from "#features/referrals/screens.ts";

/** /professional/referrals/new (professionals only, src/app/guards.ts): refer a client, offline too. */
export const Route = createFileRoute("/_authenticated/professional/referrals/new")({
  component: NewReferralScreen,
});
