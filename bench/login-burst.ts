import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app.ts";
import { createPasswordHasher } from "../server/auth/password.ts";
import { systemClock } from "../server/clock.ts";
import { migrate, openDatabase } from "../server/db/client.ts";
import { DEMO_PASSWORD } from "../server/db/demo-accounts.ts";
import { parseConfig } from "../server/env.ts";
import { serveApp } from "../server/http/serve-app.ts";
import { seedIfEmpty } from "../server/seed.ts";

const BURST = 30;

/** A real HTTP server on the OWASP scrypt parameters; the client IP comes from X-Forwarded-For. */
async function start(passwordChecksPerIp: number | undefined) {
  const parsed = parseConfig({ TRUST_PROXY: "true", RATE_LIMIT_MAX: "10000" });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  const config = {
    ...parsed.config,
    database: { engine: "sqlite" as const, file: ":memory:" },
    host: "127.0.0.1",
  };
  const db = await openDatabase(config.database);
  await migrate(db);
  const hasher = createPasswordHasher(config.scrypt);
  await seedIfEmpty(db, { clock: systemClock, hasher, demoInvitationCode: null });
  const app = await createApp({ db, clock: systemClock, config, passwordChecksPerIp });
  const server: Server = serveApp(app.fetch, { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = async () => {
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    await db.close();
  };
  return { url, stop };
}

async function login(url: string, ip: string, username: string, password: string) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ username, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

/** The owner's sign-in from their IP while one other IP fires BURST unknown-user logins at once. */
async function underBurst(url: string) {
  // Warm-up: the first unknown-user login makes the dummy hash, which would otherwise hold the
  // burst back and let the owner's login overtake it.
  await login(url, "192.0.2.1", "nobody", "guess");
  const idle = await login(url, "198.51.100.1", "demo-individual", DEMO_PASSWORD);
  const b0 = performance.now();
  const burst = Promise.all(
    Array.from({ length: BURST }, (_, i) => login(url, "203.0.113.9", `nobody-${i}`, "guess")),
  );
  await new Promise((resolve) => setTimeout(resolve, 300)); // the burst has reached the server
  const owner = await login(url, "198.51.100.1", "demo-individual", DEMO_PASSWORD);
  const answers = await burst;
  const burstMs = performance.now() - b0;
  const refused = answers.filter((a) => a.status === 429).length;
  return { idleMs: idle.ms, ownerMs: owner.ms, ownerStatus: owner.status, refused, burstMs };
}

/**
 * Sign-in latency of a legitimate user during a burst of bad logins from another IP: "before"
 * with the per-IP cap on password checks lifted (every bad login queues for scrypt, as it once
 * did), "after" with the default cap (the burst beyond it answers 429 at once).
 */
export async function benchLoginBurst(): Promise<string> {
  const results = [];
  for (const cap of [1_000_000, undefined]) {
    const server = await start(cap);
    try {
      results.push(await underBurst(server.url));
    } finally {
      await server.stop();
    }
  }
  const [before, after] = results;
  if (!before || !after) return "login burst: no result";
  const line = (label: string, r: typeof before) =>
    `  ${label}: idle ${r.idleMs.toFixed(0)} ms, during burst ${r.ownerMs.toFixed(0)} ms ` +
    `(status ${r.ownerStatus}; ${r.refused}/${BURST} bad logins answered 429, ` +
    `the burst took ${r.burstMs.toFixed(0)} ms)`;
  return [
    `login  legitimate sign-in while ${BURST} unknown-user logins from another IP run at once:`,
    line("before (no per-IP cap)", before),
    line("after  (per-IP cap)   ", after),
    `ratio  sign-in during burst, before / after: ${(before.ownerMs / after.ownerMs).toFixed(1)}×`,
  ].join("\n");
}
