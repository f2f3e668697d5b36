import { createFileRoute } from "@tanstack/react-router";
import { CommunityGuidelinesPage } from "#features/marketing/index.ts";

/** A footer Support page, open to visitors (no sign-in). */
export const Route = createFileRoute("/community-guidelines")({
  component: CommunityGuidelinesPage,
});
