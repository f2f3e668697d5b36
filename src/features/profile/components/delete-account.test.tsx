// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { updateProfile } from "../data/profile-repo.ts";
import { DeleteAccount } from "./delete-account.tsx";

const navigate = vi.fn();
vi.mock("@tanstack/react-router", () => ({ useNavigate: () => navigate }));

const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const user = testUser({ username: "alex-m" });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const CONFIRM = "Type your username, alex-m, to confirm";
const open = () => fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
const submit = () =>
  fireEvent.click(screen.getByRole("button", { name: "Delete my account permanently" }));
const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
  act(() => syncStatusStore.setState({ online }));
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: fetchMock });
});

beforeEach(async () => {
  await resetDatabaseForTests();
  localStorage.clear();
  fetchMock.mockReset();
  navigate.mockReset();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
  render(
    <I18nProvider i18n={i18n}>
      <DeleteAccount />
    </I18nProvider>,
  );
  setOnline(true);
  open();
});

afterEach(() => cleanup());

describe("DeleteAccount", () => {
  it("asks for the username typed exactly and the password before sending", () => {
    type(CONFIRM, "alex");
    submit();
    expect(field(CONFIRM)).toHaveAccessibleDescription(
      "Type your username exactly as shown to confirm",
    );
    expect(field("Password")).toHaveAccessibleDescription("Password is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("deletes on the server, clears this device, signs out and goes home", async () => {
    await updateProfile({ bio: "queued, never sent" });
    fetchMock.mockImplementation(async (path) =>
      path.endsWith("/logout")
        ? json(401, { code: "session_expired" })
        : json(200, { deleted: true }),
    );
    type(CONFIRM, "alex-m");
    type("Password", "secret-1");
    submit();

    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: "/", replace: true }));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(`/api/users/${user.id}`);
    expect(init?.method).toBe("DELETE");
    expect(JSON.parse(String(init?.body))).toEqual({ password: "secret-1" });
    expect(useSessionStore.getState().status).toBe("signed-out");
    expect(await db.profile.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(useToastStore.getState().current?.title).toBe("Your account has been deleted");
  });

  it("keeps everything when the server refuses the password", async () => {
    fetchMock.mockResolvedValue(
      json(403, {
        code: "current_password_wrong",
        message: "Your current password is not correct",
        errors: { password: "current_password_wrong" },
      }),
    );
    type(CONFIRM, "alex-m");
    type("Password", "wrong");
    submit();
    await waitFor(() =>
      expect(field("Password")).toHaveAccessibleDescription("Your current password is not correct"),
    );
    expect(useSessionStore.getState().status).toBe("signed-in");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("offline: says deletion needs a connection and sends nothing", () => {
    setOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Deleting your account needs an internet connection.",
    );
    type(CONFIRM, "alex-m");
    type("Password", "secret-1");
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useToastStore.getState().current).toMatchObject({
      title: "You're offline",
      description: "Deleting your account needs an internet connection. Nothing was deleted.",
    });
  });
});
