import { createFileRoute } from "@tanstack/react-router";
import { DoorIndexScreen } from "#features/door/screens.ts";

export const Route = createFileRoute("/_authenticated/partner/check-in/")({
  component: DoorIndexScreen,
});
