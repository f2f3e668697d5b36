import { createFileRoute } from "@tanstack/react-router";
import { EditExperienceScreen } from "../-screens/edit-experience-screen.tsx";

export const Route = createFileRoute("/_authenticated/edit-experience/$id")({
  component: EditExperience,
});

function EditExperience() {
  const { id } = Route.useParams();
  return <EditExperienceScreen key={id} id={id} />;
}
