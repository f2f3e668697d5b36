// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { DevicePushSetting } from "./device-push-setting.tsx";

// The browser's side, stubbed (tests reach no real push service: docs/calendar-feed.md):
// Notification, PushManager and a service worker registration whose pushManager records what it
// was asked.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i * 3));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, "-")
  .replace(/\//g, "_")
  .replace(/=+$/, "");
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";
let current: PushSubscription | null;
const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
  const key = options.applicationServerKey as Uint8Array<ArrayBuffer>;
  current = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  return current;
});
const registration = { pushManager: { getSubscription: async () => current, subscribe } };
const notification = {
  permission: "default" as NotificationPermission,
  requestPermission: vi.fn(),
};

const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const calls = () => fetchMock.mock.calls.map(([path, init]) => `${init?.method ?? "GET"} ${path}`);

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: fetchMock });
});

beforeEach(() => {
  current = null;
  subscribe.mockClear();
  notification.permission = "default";
  notification.requestPermission.mockReset();
  vi.stubGlobal("Notification", notification);
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (path, init) => {
    if (path.endsWith("/api/push/public-key"))
      return json(200, { enabled: true, publicKey: PUBLIC_KEY });
    return json(init?.method === "POST" ? 201 : 200, { endpoint: ENDPOINT });
  });
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "tok", user: testUser(), expired: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSetting = () =>
  render(
    <I18nProvider i18n={i18n}>
      <DevicePushSetting />
    </I18nProvider>,
  );
const status = () => screen.getByRole("status");

describe("DevicePushSetting", () => {
  it("asks for permission only from its button, subscribes with the server's key and sends it", async () => {
    renderSetting();
    await waitFor(() => expect(status().textContent).toBe("Off on this device."));
    expect(notification.requestPermission).not.toHaveBeenCalled();

    notification.requestPermission.mockImplementation(async () => {
      notification.permission = "granted";
      return "granted";
    });
    fireEvent.click(screen.getByRole("button", { name: "Allow notifications on this device" }));
    await waitFor(() => expect(status()).toHaveTextContent(/^On:/));
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]?.[0] ?? {};
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
    expect(calls()).toEqual(["GET /api/push/public-key", "POST /api/push-subscriptions"]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({
      endpoint: ENDPOINT,
    });

    fireEvent.click(screen.getByRole("button", { name: "Turn off on this device" }));
    await waitFor(() => expect(status().textContent).toBe("Off on this device."));
    expect(current).toBeNull();
    expect(calls().at(-1)).toBe("DELETE /api/push-subscriptions");
  });

  it("shows a subscription the browser already has as on", async () => {
    notification.permission = "granted";
    await subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(65) });
    renderSetting();
    await waitFor(() => expect(status()).toHaveTextContent(/^On:/));
    expect(screen.getByRole("button", { name: "Turn off on this device" })).toBeInTheDocument();
  });

  it("says when the browser blocks notifications, and offers no button", async () => {
    notification.permission = "denied";
    renderSetting();
    await waitFor(() => expect(status()).toHaveTextContent(/^Blocked by the browser/));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says when the browser cannot do push at all", async () => {
    vi.stubGlobal("PushManager", undefined);
    renderSetting();
    await waitFor(() => expect(status().textContent).toBe("Not supported by this browser."));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("unsubscribes again when the server refuses the subscription, and says why", async () => {
    notification.requestPermission.mockResolvedValue("granted");
    fetchMock.mockImplementation(async (path) =>
      path.endsWith("/api/push/public-key")
        ? json(200, { enabled: true, publicKey: PUBLIC_KEY })
        : json(400, {
            code: "invalid_input",
            message: "x",
            errors: { endpoint: "push_service_unknown" },
          }),
    );
    renderSetting();
    fireEvent.click(
      await screen.findByRole("button", { name: "Allow notifications on this device" }),
    );
    await waitFor(() =>
      expect(useToastStore.getState().current?.description).toBe(
        "This browser's push service is not one this server sends to",
      ),
    );
    expect(current).toBeNull();
    expect(status().textContent).toBe("Off on this device.");
  });
});
