import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

/**
 * `GET /api/tickets/public-key`: the key door devices verify ticket signatures with, offline
 * (docs/product.md "Rules"). Public and the same for everyone, so it is cached
 * with an ETag (http/cache-policy.ts); `keyId` changes when the key does.
 */
export function ticketsRoutes(deps: RouteDeps): RouteDef[] {
  const { publicKeyRaw, keyId } = deps.ticketKeys;
  return [
    route("GET", "/api/tickets/public-key", "public", (c) =>
      c.json({ algorithm: "Ed25519", publicKey: publicKeyRaw, keyId }),
    ),
  ];
}
