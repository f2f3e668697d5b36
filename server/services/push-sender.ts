import webPush from "web-push";
import { isKnownPushService } from "#domain/push-schemas.ts";
import type { WebPushConfig } from "../env.ts";
import type { ReminderPushPayload } from "./calendar-push-service.ts";

/**
 * One Web Push request (docs/calendar-feed.md "Web Push"): the payload encrypted for the
 * browser (RFC 8291 aes128gcm) and signed with the server's VAPID key (RFC 8292), both by the
 * `web-push` package; the request itself is ours, so it is bounded in time, follows no redirect
 * and goes only to a known push service (the SSRF guard, checked again here: a stored row may
 * predate the check, or come from anywhere but the route).
 */

/** Each request's time limit. */
export const PUSH_TIMEOUT_MS = 10_000;
/** Push services accept about 4 KB of ciphertext; the JSON is kept well below. */
export const MAX_PAYLOAD_BYTES = 3000;
/** How long a push service keeps a message for an offline browser: a reminder is soon stale. */
const TTL_SECONDS = 60 * 60;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `sent`: accepted (2xx). `gone`: the subscription no longer exists (404/410) or may never be
 * called (refused by the guard): remove it. `retry`: 5xx, 429, a timeout or a network error.
 * `failed`: any other answer (a 4xx says the request itself is wrong; repeating it won't help).
 */
export type PushOutcome = "sent" | "gone" | "retry" | "failed";

export interface SendOptions {
  /**
   * TEST ONLY: also allow endpoints this returns true for (a local HTTP endpoint in the
   * sender's tests). Production (server/index.ts) never passes it and no env variable sets it.
   */
  testOnlyAllowEndpoint?: (endpoint: string) => boolean;
  timeoutMs?: number;
}

/** Title and body cut to fit: the JSON never exceeds MAX_PAYLOAD_BYTES. */
export function encodePayload(payload: ReminderPushPayload): string {
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1)}…` : text;
  const json = JSON.stringify({
    ...payload,
    title: cut(payload.title, 200),
    body: cut(payload.body, 400),
  });
  if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES) return json;
  // Only many multi-byte characters get here: keep the fields that make the notification work.
  return JSON.stringify({
    title: cut(payload.title, 100),
    body: "",
    tag: payload.tag,
    url: payload.url,
  });
}

export async function sendPush(
  config: WebPushConfig,
  target: PushTarget,
  payload: ReminderPushPayload,
  options: SendOptions = {},
): Promise<PushOutcome> {
  const allowed =
    isKnownPushService(target.endpoint) ||
    options.testOnlyAllowEndpoint?.(target.endpoint) === true;
  if (!allowed) return "gone";
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      encodePayload(payload),
      {
        vapidDetails: config,
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
        urgency: "high",
      },
    );
  } catch {
    return "gone"; // keys the browser would never have made: nothing can be sent to it
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() !== "content-length") headers[name] = String(value);
  }
  try {
    const res = await fetch(request.endpoint, {
      method: "POST",
      headers,
      body: request.body ?? undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => undefined);
    return outcomeOf(res.status);
  } catch {
    return "retry"; // timeout, refused connection, DNS: the push service may be back later
  }
}

export function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "failed";
}
