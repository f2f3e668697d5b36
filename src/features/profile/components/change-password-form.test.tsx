// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Change password" }));
const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
  act(() => syncStatusStore.setState({ online }));
};
function fillValid() {
  type("Current password", "secret-1");
  type("New password", "better-2");
  type("Confirm new password", "better-2");
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: fetchMock });
});

beforeEach(() => {
  fetchMock.mockReset();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "tok", user: testUser(), expired: false });
  render(
    <I18nProvider i18n={i18n}>
      <ChangePasswordForm />
    </I18nProvider>,
  );
  setOnline(true);
});

afterEach(() => cleanup());

describe("ChangePasswordForm", () => {
  it("checks like sign-up: current required, at least 6 characters, matching confirmation", () => {
    type("New password", "12345");
    type("Confirm new password", "1234");
    submit();
    expect(field("Current password")).toHaveAccessibleDescription("Password is required");
    expect(field("New password")).toHaveAccessibleDescription(
      "At least 6 characters. Password must be at least 6 characters",
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fillValid();
    type("Confirm new password", "better-3");
    submit();
    expect(field("Confirm new password")).toHaveAccessibleDescription("Passwords don't match");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends current and new password only, then clears the form", async () => {
    fetchMock.mockResolvedValue(json(200, { message: "Password changed", sessionsEnded: 1 }));
    fillValid();
    submit();
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe("Password changed"));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/auth/change-password");
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: "secret-1",
      newPassword: "better-2",
    });
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer tok");
    expect(field("Current password")).toHaveValue("");
  });

  it("shows the server's refusal of the current password beside it", async () => {
    fetchMock.mockResolvedValue(
      json(403, {
        code: "current_password_wrong",
        message: "Your current password is not correct",
        errors: { currentPassword: "current_password_wrong" },
      }),
    );
    fillValid();
    submit();
    await waitFor(() =>
      expect(field("Current password")).toHaveAccessibleDescription(
        "Your current password is not correct",
      ),
    );
    expect(useToastStore.getState().current?.title).toBe("Password not changed");
    expect(field("New password")).toHaveValue("better-2");
  });

  it("offline: says a password change cannot be queued, sends nothing, keeps the input", () => {
    setOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Changing your password needs an internet connection: it cannot be saved for later.",
    );
    fillValid();
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useToastStore.getState().current).toMatchObject({
      title: "You're offline",
      variant: "error",
    });
    expect(field("New password")).toHaveValue("better-2");
  });

  it("a request that never reaches the server reads as offline too", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    fillValid();
    submit();
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe("You're offline"));
  });
});
