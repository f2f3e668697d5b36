import { createFileRoute, Outlet } from "@tanstack/react-router";

/** Every route below needs a signed-in user; visitors go to /login and come back afterwards. */
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context, location }) => context.enforceAccess("signed-in", location),
  component: Outlet,
});
