import { createFileRoute } from "@tanstack/react-router";
import { AddExperienceScreen } from "../../-screens/add-experience-screen.tsx";

/** The partner dashboard's "add a new experience": the same form as /add-experience. */
export const Route = createFileRoute("/_authenticated/partner/experiences/new")({
  component: AddExperienceScreen,
});
