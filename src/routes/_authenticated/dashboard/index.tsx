import { createFileRoute, redirect } from "@tanstack/react-router";

/** /dashboard picks the dashboard by user type (docs/product.md) and replaces itself in history. */
export const Route = createFileRoute("/_authenticated/dashboard/")({
  beforeLoad: ({ context }) => {
    throw redirect({ href: context.dashboardHref(), replace: true });
  },
});
