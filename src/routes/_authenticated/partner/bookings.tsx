import { createFileRoute } from "@tanstack/react-router";
import { BookingsScreen } from "#features/partner/screens.ts";

/** /partner/bookings (cultural partners only, src/app/guards.ts): every listing's registrations, inquiries and the CSV export. */
export const Route = createFileRoute("/_authenticated/partner/bookings")({
  component: BookingsScreen,
});
