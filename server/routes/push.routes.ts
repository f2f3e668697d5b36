import { pushSubscriptionSchema, pushUnsubscribeSchema } from "#domain/push-schemas.ts";
import { R } from "#domain/reasons.ts";
import { parseInput, ServiceError } from "../errors.ts";
import { readJson } from "../http/read-json.ts";
import { removePushSubscription, savePushSubscription } from "../services/calendar-push-service.ts";
import { caller } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

/**
 * Web Push of due reminders (docs/calendar-feed.md). The public key says whether this server
 * pushes at all (WEB_PUSH=on with VAPID keys); a browser subscribes with it and sends its
 * subscription here, one row per endpoint (sending the same endpoint again moves it to the
 * caller), at most MAX_PUSH_SUBSCRIPTIONS per user. With push off, subscribing is refused (404
 * push_disabled). Unsubscribing removes only the caller's own row.
 */
export function pushRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock, webPush } = deps;
  return [
    route("GET", "/api/push/public-key", "public", (c) =>
      c.json(
        webPush
          ? { enabled: true, publicKey: webPush.publicKey }
          : { enabled: false, publicKey: null },
      ),
    ),
    route("POST", "/api/push-subscriptions", "user", async (c) => {
      // Nothing would ever be sent to it: storing it would only keep an address for nothing.
      if (!webPush) throw new ServiceError(R.push_disabled);
      const sub = parseInput(pushSubscriptionSchema, await readJson(c));
      await savePushSubscription(db, caller(c).id, sub, clock());
      return c.json({ endpoint: sub.endpoint }, 201);
    }),
    route("DELETE", "/api/push-subscriptions", "user", async (c) => {
      const { endpoint } = parseInput(pushUnsubscribeSchema, await readJson(c));
      await removePushSubscription(db, caller(c).id, endpoint);
      return c.json({ endpoint });
    }),
  ];
}
