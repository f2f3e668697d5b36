import { createFileRoute } from "@tanstack/react-router";
import { SignupPage } from "#features/auth/index.ts";

export const Route = createFileRoute("/_guest/signup")({
  staticData: { shell: "none" },
  component: SignupPage,
});
