import { createFileRoute } from "@tanstack/react-router";
import { ExperienceDetailScreen } from "../-screens/experience-detail-screen.tsx";

export const Route = createFileRoute("/_authenticated/experience/$id")({ component: Experience });

function Experience() {
  const { id } = Route.useParams();
  // Keyed by id: moving from one experience to another starts with fresh state.
  return <ExperienceDetailScreen key={id} id={id} />;
}
