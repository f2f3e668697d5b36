import { createFileRoute } from "@tanstack/react-router";
import { experienceSearchSchema } from "#domain/experience-filters.ts";
import { ExperiencesScreen } from "../-screens/experiences-screen.tsx";

export const Route = createFileRoute("/_authenticated/experiences")({
  validateSearch: experienceSearchSchema,
  component: Experiences,
});

function Experiences() {
  return <ExperiencesScreen search={Route.useSearch()} />;
}
