import { NotSignedInError } from "#session/current-user.ts";
import { useSessionStore } from "#session/session-store.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * This browser's Web Push subscription (docs/calendar-feed.md "Web Push"): the server pushes due
 * reminders to it while the app is closed. Permission is asked only from the settings' button.
 * The server says whether it pushes and with which VAPID key (`GET /api/push/public-key`).
 */

export type DevicePushState = "unsupported" | "blocked" | "on" | "off";

export function pushSupported(): boolean {
  return (
    typeof Notification !== "undefined" &&
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof PushManager !== "undefined"
  );
}

/** The current subscription, without waiting for a worker that is not installed (dev, tests). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readDevicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  if (Notification.permission !== "granted") return "off";
  return (await currentSubscription()) ? "on" : "off";
}

function token(): string {
  const { status, token } = useSessionStore.getState();
  if (status !== "signed-in" || !token) throw new NotSignedInError();
  return token;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * "Allow notifications on this device": asks for permission (this is the only place), then
 * subscribes with the server's key and sends the subscription to the server. "server-off" when
 * the server does not push. A failure to store it on the server unsubscribes again, so "on"
 * always means the server has it.
 */
export async function turnOnDevicePush(): Promise<DevicePushState | "server-off"> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const server = await apiFetch<{ enabled: boolean; publicKey: string | null }>(
    "/api/push/public-key",
  );
  if (!server.enabled || !server.publicKey) return "server-off";
  const applicationServerKey = keyBytes(server.publicKey);
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe(); // made with an earlier server key: useless now
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  try {
    await apiFetch("/api/push-subscriptions", {
      method: "POST",
      body: subscription.toJSON(),
      token: token(),
    });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return "on";
}

/**
 * "Turn off on this device": unsubscribes, and tells the server. Offline, the server keeps the
 * row until its next push, which the push service answers 410: the sender removes it then.
 */
export async function turnOffDevicePush(): Promise<DevicePushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await apiFetch("/api/push-subscriptions", {
      method: "DELETE",
      body: { endpoint },
      token: token(),
    }).catch(() => undefined);
  }
  return "off";
}
