/**
 * Check d of `npm run test:nodes` (scripts/test-nodes.ts): a burst of wrong sign-ins for one
 * account, split across two nodes, meets ONE budget, because the budget is rows of
 * `rate_limit_hits` reserved in one serialized write (docs/data-layer.md "What every node
 * shares", server/auth/rate-limit.ts `reserve`).
 */
import assert from "node:assert/strict";
import { uuidv7 } from "#domain/ids.ts";
import type { Cluster } from "./cluster.ts";

/** Wrong sign-ins sent, alternating between node A and node B. */
const ATTEMPTS = 50;
/**
 * The per-(username, IP) budget the cluster runs with: test-nodes.ts starts every node with
 * RATE_LIMIT_MAX=5 (the default of server/env.ts), set explicitly so this check does not depend
 * on the default.
 */
export const LOGIN_MAX = 5;
/** At least this many refused with 429: all but the shared budget's LOGIN_MAX. */
const MIN_REFUSED = ATTEMPTS - LOGIN_MAX;
/**
 * One client IP for every attempt. The nodes run with TRUST_PROXY=true and take the LAST entry
 * of X-Forwarded-For (server/http/client-ip.ts), so sending the same one to each node directly
 * is what nginx would do for one client. An address of its own (TEST-NET-2), so the budget it
 * spends is not 127.0.0.1's, which the other checks sign in from.
 */
const CLIENT_IP = "198.51.100.23";

async function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": CLIENT_IP },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

/**
 * (d) 50 wrong sign-ins for one account, sent in pairs at the same moment, one to node A and one
 * to node B, from one client IP: at least 45 must be refused with 429, as 50 on one node are.
 *
 * Why this fails against budgets kept in each process's memory: each node would count only the
 * attempts it saw, 25 each, and let its own first 5 through to the password check: 10 answered
 * 401 and only 40 refused. Sending each pair at once also races the two nodes' reservations:
 * a check and count that were not one write across nodes would let both of a pair through.
 */
export async function splitBurst(cluster: Cluster): Promise<string> {
  const [a, b] = cluster.nodes.map((n) => n.url) as [string, string];
  const username = `burst-${uuidv7().slice(-12)}`;
  const signup = await post(a, "/api/auth/signup", {
    username,
    password: "right-pass-1",
    firstName: "Burst",
    userType: "individual",
    invitationCode: "CULTURE-2025",
  });
  assert.equal(signup.status, 201, `sign-up answered ${signup.status}: ${await signup.text()}`);

  const statuses = new Map<string, number>(); // "A 401" → count
  const attempt = async (label: "A" | "B", base: string) => {
    const res = await post(base, "/api/auth/login", { username, password: "wrong-pass-1" });
    await res.body?.cancel();
    const key = `${label} ${res.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  };
  for (let i = 0; i < ATTEMPTS / 2; i++) {
    await Promise.all([attempt("A", a), attempt("B", b)]);
  }

  const of = (status: number) =>
    (statuses.get(`A ${status}`) ?? 0) + (statuses.get(`B ${status}`) ?? 0);
  const refused = of(429);
  const denied = of(401);
  const byNode = (label: string) =>
    [...statuses]
      .filter(([key]) => key.startsWith(label))
      .map(([key, n]) => `${n}× ${key.slice(2)}`)
      .join(" + ");
  const counts = `${denied}× 401, ${refused}× 429 (node A: ${byNode("A")}; node B: ${byNode("B")})`;
  assert.equal(refused + denied, ATTEMPTS, `only 401 and 429 expected: ${counts}`);
  assert.ok(refused >= MIN_REFUSED, `at least ${MIN_REFUSED} refused with 429: ${counts}`);
  return `${ATTEMPTS} wrong sign-ins for one account from one IP, alternating A/B: ${counts}`;
}
