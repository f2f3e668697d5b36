import { createFileRoute } from "@tanstack/react-router";
import { ReferralScreen } from "#features/client-referrals/screens.ts";

export const Route = createFileRoute("/_authenticated/referral/$id")({ component: Referral });

/** /referral/$id: a referral's page for the client it was made for. */
function Referral() {
  const { id } = Route.useParams();
  // Keyed by id: moving from one referral to another starts with fresh forms.
  return <ReferralScreen key={id} id={id} />;
}
