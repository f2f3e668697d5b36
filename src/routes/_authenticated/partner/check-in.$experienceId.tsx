import { createFileRoute } from "@tanstack/react-router";
import { DoorCheckInScreen } from "#features/door/screens.ts";

export const Route = createFileRoute("/_authenticated/partner/check-in/$experienceId")({
  component: DoorCheckIn,
});

function DoorCheckIn() {
  const { experienceId } = Route.useParams();
  return <DoorCheckInScreen key={experienceId} experienceId={experienceId} />;
}
