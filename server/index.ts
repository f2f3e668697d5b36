import { createApp } from "./app.ts";
import { ensureDemoInvitationCode, retireDemoInvitationCodes } from "./auth/invitation-codes.ts";
import { createPasswordHasher } from "./auth/password.ts";
import { systemClock } from "./clock.ts";
import { describeDatabase, migrate, openDatabase } from "./db/client.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/demo-accounts.ts";
import type { Db } from "./db/types.ts";
import { loadConfig, publicUrl } from "./env.ts";
import { serveApp } from "./http/serve-app.ts";
import { seedIfEmpty } from "./seed.ts";
import { startNoShowJob } from "./services/no-shows.ts";
import { startPushJob } from "./services/push-job.ts";
import { startNudgeJob } from "./services/referral-nudges.ts";

const config = loadConfig();
const clock = systemClock;
const db = await openOrExit();
const seeded = await seedIfEmpty(db, {
  clock,
  hasher: createPasswordHasher(config.scrypt),
  demoInvitationCode: config.demoInvitationCode,
  demoAccounts: config.demoAccounts,
});
// Also on an existing database, so a changed DEMO_INVITATION_CODE works without a reset, and
// turning it off retires the code an earlier start seeded.
if (config.demoInvitationCode) await ensureDemoInvitationCode(db, clock, config.demoInvitationCode);
else await retireDemoInvitationCodes(db, clock);

const app = await createApp({ db, clock, config });
// Registrations of ended experiences that were never scanned become no-shows (every 5 minutes;
// pulls and partner reads also settle them first). Unref'd: it never holds the process open.
const stopNoShowJob = startNoShowJob(db, clock);
// WEB_PUSH=on: due reminders are pushed to the users' browsers, one node per minute
// (docs/calendar-feed.md "Web Push").
const stopPushJob = config.webPush ? startPushJob(db, config.webPush, clock) : () => {};
// Referrals unanswered or unbooked for 14 days remind their client, hourly (docs/referral-loop.md).
const stopNudgeJob = startNudgeJob(db, clock, { webPush: config.webPush ?? undefined });
const server = serveApp(app.fetch, { port: config.port, hostname: config.host }, () => {
  const lines = [
    `CultureWell is running at ${publicUrl(config)}`,
    `Database: ${describeDatabase(config.database)}${seeded ? " (new, seeded with demo data)" : ""}`,
    ...(config.demoAccounts
      ? [
          "",
          "Demo logins (username / password / role):",
          ...DEMO_ACCOUNTS.map(
            (a) => `  ${a.username.padEnd(18)} ${DEMO_PASSWORD}   ${a.userType}`,
          ),
        ]
      : []),
    "",
    `Demo invitation code: ${config.demoInvitationCode ?? "off"}`,
    "New single-use code:  npm run invite -- --type professional",
  ];
  console.log(lines.join("\n"));
});

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  console.log(`\n${signal} received, shutting down`);
  stopNoShowJob();
  stopPushJob();
  stopNudgeJob();
  // Stop accepting connections, let open requests finish, then close the database (checkpoints WAL).
  const force = setTimeout(() => {
    void db.close().finally(() => process.exit(0));
  }, 5000);
  force.unref();
  server.close(() => {
    void db.close().finally(() => process.exit(0));
  });
  // A proxy keeps its keep-alive connections busy, so they are rarely idle at the moment of
  // close(): close each one as soon as its answer is out, rather than waiting for the forced exit.
  if ("closeIdleConnections" in server) {
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    sweep.unref();
  }
  // Live-poke streams (/api/events) are never idle: end them after a moment; the apps
  // reconnect to another node and pull.
  if ("closeAllConnections" in server) setTimeout(() => server.closeAllConnections(), 1000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));

/**
 * Opens and migrates the configured database. An unreachable PostgreSQL, or a schema that a
 * newer release migrated, is a plain message and exit 1, never a stack trace.
 */
async function openOrExit(): Promise<Db> {
  let opened: Db | undefined;
  try {
    opened = await openDatabase(config.database);
    await migrate(opened);
    return opened;
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`Database: ${describeDatabase(config.database)} (README "Configuration").`);
    await opened?.close().catch(() => {});
    process.exit(1);
  }
}
