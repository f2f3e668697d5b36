import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "#features/auth/index.ts";
import { loginSearchSchema } from "../-shared/search-schemas.ts";

/** `?redirect=` is where a guarded route sent the visitor from; only same-origin paths survive. */
export const Route = createFileRoute("/_guest/login")({
  validateSearch: loginSearchSchema,
  staticData: { shell: "none" },
  component: Login,
});

function Login() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect} />;
}
