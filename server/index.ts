import { createApp } from "./app.ts";
import { ensureDemoInvitationCode, retireDemoInvitationCodes } from "./auth/invitation-codes.ts";
import { createPasswordHasher } from "./auth/password.ts";
import { systemClock } from "./clock.ts";
import { migrate, openDatabase } from "./db/client.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/demo-accounts.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { loadConfig, publicUrl } from "./env.ts";
import { serveApp } from "./http/serve-app.ts";
import { startNoShowJob } from "./services/no-shows.ts";

const config = loadConfig();
const clock = systemClock;
const { sqlite, db } = openDatabase(config.databaseFile);
migrate(db);
const seeded = await seedIfEmpty(db, {
  clock,
  hasher: createPasswordHasher(config.scrypt),
  demoInvitationCode: config.demoInvitationCode,
  demoAccounts: config.demoAccounts,
});
// Also on an existing database, so a changed DEMO_INVITATION_CODE works without a reset, and
// turning it off retires the code an earlier start seeded.
if (config.demoInvitationCode) ensureDemoInvitationCode(db, clock, config.demoInvitationCode);
else retireDemoInvitationCodes(db, clock);

const app = createApp({ db, clock, config });
// Registrations of ended experiences that were never scanned become no-shows (every 5 minutes;
// pulls and partner reads also settle them first). Unref'd: it never holds the process open.
const stopNoShowJob = startNoShowJob(db, clock);
const server = serveApp(app.fetch, { port: config.port, hostname: config.host }, () => {
  const lines = [
    `CultureWell is running at ${publicUrl(config)}`,
    `Database: ${config.databaseFile}${seeded ? " (new, seeded with demo data)" : ""}`,
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
  // Stop accepting connections, let open requests finish, then close the database (checkpoints WAL).
  const force = setTimeout(() => {
    sqlite.close();
    process.exit(0);
  }, 5000);
  force.unref();
  server.close(() => {
    sqlite.close();
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
