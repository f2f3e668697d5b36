import { createFileRoute } from "@tanstack/react-router";
import { ResourcesScreen } from "#features/partner/screens.ts";

/** /partner/resources (cultural partners only, src/app/guards.ts): guidance for wellbeing-friendly sessions. */
export const Route = createFileRoute("/_authenticated/partner/resources")({
  component: ResourcesScreen,
});
