import { clientIp } from "../http/client-ip.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, idempotencyKey, readObject, runWrite, withRowId } from "./write-route.ts";

/**
 * Public contact form. Signed-in callers get exactly-once through the mutation runner; a
 * visitor's `Idempotency-Key` is the message's id (contact-service.ts): 201 when stored, 200
 * when that key's message was already stored. New messages count against the sender's budget
 * (per IP signed out, per account signed in): 429 with Retry-After once it is spent.
 */
export function contactRoutes(deps: RouteDeps): RouteDef[] {
  return [
    route("POST", "/api/contact", "public", async (c) => {
      const body = await readObject(c);
      if (c.get("user")) return runWrite(c, deps, "contact.submit", withRowId(body), created);
      const ip = clientIp(c, deps.trustProxy);
      const { message, stored } = await deps.contact.send(body, idempotencyKey(c), ip);
      return c.json({ message }, stored ? 201 : 200);
    }),
  ];
}
