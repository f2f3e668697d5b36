import { createFileRoute } from "@tanstack/react-router";
import { contactSearchSchema } from "#features/contact/first-paint.ts";
import { ContactPage } from "#features/contact/index.ts";

/** `?type=cultural-partner` (a call to action elsewhere) prefills the inquiry type. */
export const Route = createFileRoute("/contact")({
  validateSearch: contactSearchSchema,
  component: Contact,
});

function Contact() {
  const { type } = Route.useSearch();
  // A new type in the URL (another call to action) starts a new form with it.
  return <ContactPage key={type ?? "general"} initialType={type ?? "general"} />;
}
