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
import { SignupPage } from "./signup-form.tsx";

const navigate = vi.fn();
vi.mock("@tanstack/react-router", () => ({
  useNavigate: () => navigate,
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}
function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
function fillValid() {
  type("First name", "Rita");
  type("Last name", "Ozola");
  type("Username", "rita");
  type("Invitation code", "CULTURE-2025");
  type("Password", "secret12");
  type("Confirm password", "secret12");
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create Account" }));

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
  render(
    <I18nProvider i18n={i18n}>
      <SignupPage />
    </I18nProvider>,
  );
});

afterEach(() => {
  cleanup();
});

describe("SignupPage", () => {
  it("says, beside the invitation code, that a referral's code links the referral", () => {
    expect(field("Invitation code")).toHaveAccessibleDescription(
      expect.stringContaining("A code from a professional's referral also links that referral"),
    );
  });

  it("validates on the client: name length, e-mail, password length, invitation code", () => {
    type("Username", "ab");
    type("Email (optional)", "not-an-email");
    type("Password", "123");
    type("Confirm password", "124");
    submit();

    expect(field("Username")).toHaveAccessibleDescription("Username must be at least 3 characters");
    expect(field("Email (optional)")).toHaveAccessibleDescription("Please enter a valid email");
    expect(field("Password")).toHaveAccessibleDescription("Password must be at least 6 characters");
    expect(field("Invitation code")).toHaveAccessibleDescription(
      expect.stringMatching(/ Invitation code is required$/),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says when the confirmation does not match a valid password", () => {
    fillValid();
    type("Confirm password", "secret13");
    submit();

    expect(field("Confirm password")).toHaveAccessibleDescription("Passwords don't match");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers the three account types, individual first", () => {
    const select = screen.getByLabelText("I am joining as") as HTMLSelectElement;
    expect(select).toHaveValue("individual");
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "Individual participant",
      "Health or social-prescribing professional",
      "Cultural partner",
    ]);
  });

  it("sends the request without the confirmation and goes home", async () => {
    fetchMock.mockResolvedValue(
      json(201, { token: "tok", user: { id: "u9", username: "rita", userType: "individual" } }),
    );
    fillValid();
    submit();

    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: "/", replace: true }));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      username: "rita",
      password: "secret12",
      firstName: "Rita",
      lastName: "Ozola",
      userType: "individual",
      invitationCode: "CULTURE-2025",
    });
    expect(useToastStore.getState().current).toMatchObject({
      title: "Welcome to CultureWell!",
      description: "Your account has been created successfully.",
    });
    expect(useSessionStore.getState().status).toBe("signed-in");
  });

  it("shows the server's field errors beside the field", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        code: "invitation_code_invalid",
        message: "The server's words, never shown",
        errors: { invitationCode: "invitation_code_invalid" },
      }),
    );
    fillValid();
    submit();

    await waitFor(() =>
      expect(field("Invitation code")).toHaveAccessibleDescription(
        expect.stringMatching(/ Invalid invitation code$/),
      ),
    );
    expect(useToastStore.getState().current).toMatchObject({
      title: "Registration failed",
      description: "Invalid invitation code",
    });
    expect(field("Password")).toHaveValue("secret12");
  });

  it("puts a 409 beside the field its code names", async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        code: "username_taken",
        message: "Username is already taken",
        errors: { username: "username_taken" },
      }),
    );
    fillValid();
    submit();
    await waitFor(() =>
      expect(field("Username")).toHaveAccessibleDescription("Username is already taken"),
    );
  });
});
