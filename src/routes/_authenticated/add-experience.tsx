import { createFileRoute } from "@tanstack/react-router";
import { AddExperienceScreen } from "../-screens/add-experience-screen.tsx";

export const Route = createFileRoute("/_authenticated/add-experience")({
  component: AddExperienceScreen,
});
