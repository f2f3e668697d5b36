import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "#features/marketing/index.ts";

/** The coming-soon page, open to everyone, with its own language picker and logo. */
export const Route = createFileRoute("/landing")({
  staticData: { shell: "none" },
  component: LandingPage,
});
