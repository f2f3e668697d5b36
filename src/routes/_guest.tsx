import { createFileRoute, Outlet } from "@tanstack/react-router";

/** Login and sign-up: a signed-in user opening them is sent to their dashboard. */
export const Route = createFileRoute("/_guest")({
  beforeLoad: ({ context, location }) => context.enforceAccess("guest-only", location),
  component: Outlet,
});
