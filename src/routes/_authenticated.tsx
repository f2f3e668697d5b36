import { createFileRoute, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useFirstContentShown } from "#ui/first-content.ts";

// The notifier draws nothing and its first reminder check can wait until the page's first screen
// shows its content.
// Imported statically, its chunk (reminders, notification settings, and what Rolldown groups
// with them: moods, tickets, the profile screens) sat on every signed-in page's critical path,
// about 26 KB gzip (decision 0017).
const ReminderNotifier = lazy(async () => ({
  default: (await import("#features/calendar/index.ts")).ReminderNotifier,
}));

/** Every route below needs a signed-in user; visitors go to /login and come back afterwards. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context, location }) => context.enforceAccess("signed-in", location),
  component: SignedInArea,
});

/** The signed-in screens, plus due reminders shown as notifications while the app runs. */
function SignedInArea() {
  const painted = useFirstContentShown();
  return (
    <>
      {painted && (
        <Suspense fallback={null}>
          <ReminderNotifier />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
