import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { LandingPage } from "#features/marketing/index.ts";
import { useSessionStore } from "#session/session-store.ts";
import { useSession } from "#session/use-session.ts";

// Home is its own chunk: a visitor's "/" (the landing page) paints without it (decision 0016).
const importHome = () => import("./-screens/home-screen.tsx");
const HomeScreen = lazy(async () => ({ default: (await importHome()).HomeScreen }));

/** "/" is home for signed-in users and the landing page (without the shell) for visitors. */
export const Route = createFileRoute("/")({
  staticData: { shell: "signed-in-only" },
  // A signed-in user's home chunk loads with the route's, so nothing suspends on the way in.
  beforeLoad: async () => {
    if (useSessionStore.getState().status === "signed-in") await importHome();
  },
  component: IndexRoute,
});

function IndexRoute() {
  const { status } = useSession();
  if (status !== "signed-in") return <LandingPage />;
  return (
    <Suspense fallback={null}>
      <HomeScreen />
    </Suspense>
  );
}
