import { createFileRoute, Outlet } from "@tanstack/react-router";
import { ReminderNotifier } from "#features/calendar/index.ts";

/** Every route below needs a signed-in user; visitors go to /login and come back afterwards. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context, location }) => context.enforceAccess("signed-in", location),
  component: SignedInArea,
});

/** The signed-in screens, plus due reminders shown as notifications while the app runs. */
function SignedInArea() {
  return (
    <>
      <ReminderNotifier />
      <Outlet />
    </>
  );
}
