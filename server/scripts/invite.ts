import { parseArgs } from "node:util";
import { USER_TYPES, type UserType } from "#domain/constants.ts";
import { createInvitationCode } from "../auth/invitation-codes.ts";
import { systemClock } from "../clock.ts";
import { describeDatabase, migrate, openDatabase } from "../db/client.ts";
import type { Db } from "../db/types.ts";
import { loadConfig } from "../env.ts";

/**
 * `npm run invite -- --type professional [--days 14]` creates a random, single-use invitation
 * code in the server's database (DATABASE_FILE, or DATABASE_URL for PostgreSQL) and prints it.
 * `--type none` (default) admits any account type.
 */
const USAGE = `Usage: npm run invite -- [--type ${USER_TYPES.join("|")}|none] [--days N]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let values: { type?: string; days?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      type: { type: "string", default: "none" },
      days: { type: "string", default: "14" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const type = values.type ?? "none";
const any = type === "none" || type === "any";
if (!any && !(USER_TYPES as readonly string[]).includes(type)) fail(`Unknown --type "${type}".`);
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 365)
  fail("--days must be a whole number from 1 to 365.");

const config = loadConfig();
const label = describeDatabase(config.database);
let db: Db;
try {
  db = await openDatabase(config.database);
} catch (error) {
  // An unreachable PostgreSQL: a plain message, not a stack trace (as the server says it).
  console.error(`Cannot open ${label}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
try {
  await migrate(db);
  const created = await createInvitationCode(db, systemClock, {
    allowedUserType: any ? null : (type as UserType),
    days,
  });
  console.log(created.code);
  console.error(
    `Single-use invitation code for ${created.allowedUserType ? `${created.allowedUserType} accounts` : "any account type"}, ` +
      `valid until ${created.expiresAt} (database: ${label}).`,
  );
} finally {
  await db.close();
}
