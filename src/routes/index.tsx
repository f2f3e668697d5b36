import { createFileRoute } from "@tanstack/react-router";
import { useSession } from "#features/auth/index.ts";
import { LandingPage } from "#features/marketing/index.ts";
import { HomeScreen } from "./-screens/home-screen.tsx";

/** "/" is home for signed-in users and the landing page (without the shell) for visitors. */
export const Route = createFileRoute("/")({
  staticData: { shell: "signed-in-only" },
  component: IndexRoute,
});

function IndexRoute() {
  const { status } = useSession();
  return status === "signed-in" ? <HomeScreen /> : <LandingPage />;
}
