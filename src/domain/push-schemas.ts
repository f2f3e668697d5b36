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
 * Push services are public hosts (fcm.googleapis.com, web.push.apple.com, …). The server will
 * post to the endpoint, so an address of its own network (an IP literal, localhost, a name
 * without a dot or under .local/.internal) is refused: it would make the server call inward.
 */
export function isPublicPushHost(endpoint: string): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host.startsWith("[") || /^[\d.]+$/.test(host)) return false; // IPv6 or IPv4 literal
  if (!host.includes(".")) return false;
  return !/(^|\.)(localhost|local|internal|localdomain|home\.arpa)\.?$/.test(host);
}

const endpointSchema = v.pipe(
  v.string(R.invalid_input),
  v.url(R.invalid_input),
  v.startsWith("https://", R.invalid_input),
  v.maxLength(2048, R.invalid_input),
  v.check(isPublicPushHost, R.invalid_input),
);

export const pushSubscriptionSchema = v.object({
  endpoint: endpointSchema,
  keys: v.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});

export const pushUnsubscribeSchema = v.object({ endpoint: endpointSchema });
