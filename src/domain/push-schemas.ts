import * as v from "valibot";
import { R } from "./reasons.ts";

/**
 * A browser's Web Push subscription (PushSubscription.toJSON()), as the app sends it to be
 * reminded of due events (docs/calendar-feed.md). The endpoint is the push service's https URL;
 * the keys are the browser's P-256 key and auth secret, base64url.
 */
const base64url = (min: number, max: number) =>
  v.pipe(
    v.string(R.invalid_input),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, R.invalid_input),
    v.minLength(min, R.invalid_input),
    v.maxLength(max, R.invalid_input),
  );

/**
 * The push services browsers subscribe with (docs/calendar-feed.md "Web Push"): Chrome, Edge's
 * Chromium and Android (FCM), Firefox (Mozilla autopush), Edge legacy / Windows (WNS) and Safari
 * (Apple). The server posts to an endpoint, so only these hosts are accepted, when subscribing
 * and again at send time: anything else could make the server call inward (its own network, a
 * metadata address) or anywhere an attacker chose.
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^[a-z0-9-]+\.googleapis\.com$/, // android.googleapis.com (older Chrome) and regional FCM
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+(\.[a-z0-9-]+)*\.notify\.windows\.com$/,
  /^[a-z0-9-]+(\.[a-z0-9-]+)*\.push\.apple\.com$/,
];

/** Whether `endpoint` is https on the default port at a known push service's host. */
export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((pattern) => pattern.test(host));
}

const endpointSchema = v.pipe(
  v.string(R.invalid_input),
  v.url(R.invalid_input),
  v.startsWith("https://", R.invalid_input),
  v.maxLength(2048, R.invalid_input),
);

export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(endpointSchema, v.check(isKnownPushService, R.push_service_unknown)),
  keys: v.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});

/** Removing accepts any https endpoint: forgetting an address never calls it. */
export const pushUnsubscribeSchema = v.object({ endpoint: endpointSchema });
