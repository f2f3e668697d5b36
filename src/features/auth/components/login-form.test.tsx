// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { LoginPage } from "./login-form.tsx";

const navigate = vi.fn();
vi.mock("@tanstack/react-router", () => ({
  useNavigate: () => navigate,
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function renderLogin(redirectTo?: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <LoginPage redirectTo={redirectTo} />
    </I18nProvider>,
  );
}

const usernameInput = () => screen.getByLabelText("Username") as HTMLInputElement;
const passwordInput = () => screen.getByLabelText("Password") as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: fetchMock });
});

beforeEach(async () => {
  await resetDatabaseForTests();
  localStorage.clear();
  navigate.mockReset();
  fetchMock.mockReset();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-out", token: null, user: null, expired: false });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("LoginPage", () => {
  it("says each empty field is required, beside it, and sends nothing", () => {
    renderLogin();
    submit();

    const username = usernameInput();
    expect(username).toBeInvalid();
    expect(username).toHaveAccessibleDescription("Username is required");

    const password = passwordInput();
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription("Password is required");

    expect(username).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a message as soon as the field is fixed", () => {
    renderLogin();
    submit();
    fireEvent.change(usernameInput(), { target: { value: "demo-individual" } });

    expect(usernameInput()).not.toBeInvalid();
    expect(screen.queryByText("Username is required")).not.toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  it("toggles the password's visibility", () => {
    renderLogin();
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).not.toBePressed();
    expect(passwordInput()).toHaveAttribute("type", "password");

    fireEvent.click(toggle);

    expect(passwordInput()).toHaveAttribute("type", "text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide).toBePressed();
  });

  it("links to sign-up and the logo to the landing page", () => {
    renderLogin();
    const signup = screen.getByRole("link", { name: "Create one — invitation required" });
    expect(signup).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "CultureWell" })).toHaveAttribute("href", "/landing");
  });

  it("signs in, greets, and goes to the user's dashboard", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        token: "tok",
        user: { id: "u2", username: "demo-professional", userType: "professional" },
      }),
    );
    renderLogin();
    fireEvent.change(usernameInput(), { target: { value: "demo-professional" } });
    fireEvent.change(passwordInput(), { target: { value: "culture-demo-1" } });
    submit();

    expect(screen.getByRole("button", { name: /Signing in/ })).toBeDisabled();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ href: "/dashboard-professional", replace: true }),
    );
    expect(useToastStore.getState().current).toMatchObject({
      title: "Welcome back!",
      description: "You have successfully signed in.",
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/auth/login");
    expect(JSON.parse(String(init?.body))).toEqual({
      username: "demo-professional",
      password: "culture-demo-1",
    });
  });

  it("returns to the page the user came from", async () => {
    fetchMock.mockResolvedValue(
      json(200, { token: "tok", user: { id: "u1", username: "a", userType: "individual" } }),
    );
    renderLogin("/calendar?view=week");
    fireEvent.change(usernameInput(), { target: { value: "a" } });
    fireEvent.change(passwordInput(), { target: { value: "secret1" } });
    submit();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ href: "/calendar?view=week", replace: true }),
    );
  });

  it("shows the server's message when sign-in fails", async () => {
    fetchMock.mockResolvedValue(
      json(401, { code: "invalid_credentials", message: "The server's words, never shown" }),
    );
    renderLogin();
    fireEvent.change(usernameInput(), { target: { value: "someone" } });
    fireEvent.change(passwordInput(), { target: { value: "wrong-pass" } });
    submit();

    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: "Sign in failed",
        description: "Invalid username or password",
        variant: "error",
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(usernameInput()).toHaveValue("someone");
  });

  it("offline, explains that signing in needs a connection and keeps the input", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderLogin();
    fireEvent.change(usernameInput(), { target: { value: "someone" } });
    fireEvent.change(passwordInput(), { target: { value: "secret1" } });
    submit();

    expect(useToastStore.getState().current?.title).toBe("You're offline");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(usernameInput()).toHaveValue("someone");
  });
});
