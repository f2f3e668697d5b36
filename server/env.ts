import * as v from "valibot";
import { OWASP_SCRYPT, type ScryptParams, TEST_SCRYPT } from "./auth/password.ts";
import type { DatabaseSettings } from "./db/client.ts";
import { parseTicketPrivateKey } from "./ticket-private-key.ts";

/** Everything the server is configured with. Built from the environment only here. */
export interface Config {
  port: number;
  host: string;
  /** SQLite file (DATABASE_FILE, the default) or PostgreSQL (DATABASE_URL + PG_* settings). */
  database: DatabaseSettings;
  /** The reusable demo code; null (DEMO_INVITATION_CODE=off or empty) seeds none. */
  demoInvitationCode: string | null;
  /** Seed the demo accounts and their catalogue into an empty database (DEMO_ACCOUNTS). */
  demoAccounts: boolean;
  staticDir: string;
  /** Failed logins allowed per username per window (per IP: four times this). */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  sessionTtlDays: number;
  /** Read the client IP from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /**
   * Ed25519 private key that signs tickets (PKCS#8 PEM or base64 DER); unset → a key pair made
   * once and kept in the database.
   */
  ticketPrivateKey: string | undefined;
  /** Not an environment variable: tests pass cheap parameters. */
  scrypt: ScryptParams;
  /** Web Push of due reminders (WEB_PUSH=on + VAPID keys); null when off. docs/calendar-feed.md */
  webPush?: WebPushConfig | null;
}

/** VAPID (RFC 8292) identity of this server for Web Push. */
export interface WebPushConfig {
  /** Uncompressed P-256 public key, base64url (browsers subscribe with it). */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for push services. */
  subject: string;
}

type Issue = { input: unknown };
const got = (issue: Issue) => `(got "${String(issue.input)}")`;

const intVar = (fallback: number, min: number, max: number) => {
  const message = (issue: Issue) => `must be a whole number from ${min} to ${max} ${got(issue)}`;
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};

const textVar = (fallback: string) => v.optional(v.string(), fallback);

const TRUE = ["true", "1", "yes", "on"];
const FALSE = ["false", "0", "no", "off"];
const boolVar = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.toLowerCase(),
    v.picklist([...TRUE, ...FALSE], (issue) => `must be true or false ${got(issue)}`),
    v.transform((s) => TRUE.includes(s)),
  );

/** "off" turns the demo invitation code off; so does setting it to nothing (see parseConfig). */
const OFF = /^(off|none)$/i;

const envSchema = v.object({
  PORT: intVar(3000, 1, 65535),
  HOST: textVar("0.0.0.0"),
  DATABASE_FILE: textVar("./data/culturewell.db"),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => /^postgres(ql)?:\/\/[^\s]+$/.test(s) && URL.canParse(s),
        () => "must be a postgres:// or postgresql:// URL",
      ),
    ),
  ),
  PG_POOL_SIZE: intVar(10, 1, 200),
  PG_STATEMENT_TIMEOUT_MS: intVar(15_000, 0, 600_000),
  PG_TLS: v.pipe(
    v.optional(v.string(), "off"),
    v.toLowerCase(),
    v.picklist(
      ["off", "require", "verify"],
      (issue) => `must be off, require or verify ${got(issue)}`,
    ),
  ),
  DEMO_INVITATION_CODE: v.pipe(
    textVar("CULTURE-2025"),
    v.check(
      (s) => OFF.test(s) || /^[A-Za-z0-9-]{4,64}$/.test(s),
      (issue) => `must be off or 4 to 64 letters, digits or dashes ${got(issue)}`,
    ),
    v.transform((s) => (OFF.test(s) ? null : s)),
  ),
  DEMO_ACCOUNTS: boolVar(true),
  STATIC_DIR: textVar("dist"),
  RATE_LIMIT_MAX: intVar(5, 1, 10_000),
  RATE_LIMIT_WINDOW_SECONDS: intVar(900, 1, 7 * 24 * 3600),
  SESSION_TTL_DAYS: intVar(30, 1, 3650),
  TRUST_PROXY: boolVar(false),
  WEB_PUSH: boolVar(false),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{80,100}$/, () => "must be a base64url P-256 public key"),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{40,50}$/, () => "must be a base64url P-256 private key"),
    ),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(mailto:|https:\/\/)/, () => "must start with mailto: or https://"),
    ),
  ),
  TICKET_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => parseTicketPrivateKey(s) !== null,
        () => "must be an Ed25519 private key (PKCS#8 PEM or base64 DER)",
      ),
    ),
  ),
});

export type ParsedConfig = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Pure: parses an environment-like object. Empty values count as unset (defaults apply). */
export function parseConfig(env: Record<string, string | undefined>): ParsedConfig {
  const present: Record<string, string> = {};
  for (const key of Object.keys(envSchema.entries)) {
    const value = env[key]?.trim();
    if (value) present[key] = value;
  }
  // Unlike the others, an explicitly empty DEMO_INVITATION_CODE means "none", not the default:
  // a deployment that blanks it must not silently get the public demo code.
  if (env.DEMO_INVITATION_CODE !== undefined && !present.DEMO_INVITATION_CODE) {
    present.DEMO_INVITATION_CODE = "off";
  }
  const result = v.safeParse(envSchema, present);
  if (!result.success) {
    return {
      ok: false,
      problems: result.issues.map((issue) => `${v.getDotPath(issue) ?? "?"}: ${issue.message}`),
    };
  }
  const e = result.output;
  const push = webPushFrom(e);
  if (typeof push === "string") return { ok: false, problems: [push] };
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      database: e.DATABASE_URL
        ? {
            engine: "postgres",
            url: e.DATABASE_URL,
            poolSize: e.PG_POOL_SIZE,
            statementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
            tls: e.PG_TLS,
          }
        : { engine: "sqlite", file: e.DATABASE_FILE },
      demoInvitationCode: e.DEMO_INVITATION_CODE,
      demoAccounts: e.DEMO_ACCOUNTS,
      staticDir: e.STATIC_DIR,
      rateLimitMax: e.RATE_LIMIT_MAX,
      rateLimitWindowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      sessionTtlDays: e.SESSION_TTL_DAYS,
      trustProxy: e.TRUST_PROXY,
      ticketPrivateKey: e.TICKET_PRIVATE_KEY,
      scrypt: OWASP_SCRYPT,
      webPush: push,
    },
  };
}

/** WEB_PUSH=on needs all three VAPID values; off ignores them. A string is the problem. */
function webPushFrom(e: {
  WEB_PUSH: boolean;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
}): WebPushConfig | null | string {
  if (!e.WEB_PUSH) return null;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) {
    return "WEB_PUSH: on needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT";
  }
  return {
    publicKey: e.VAPID_PUBLIC_KEY,
    privateKey: e.VAPID_PRIVATE_KEY,
    subject: e.VAPID_SUBJECT,
  };
}

/** The one reader of process.env. Bad values: print which variable and why, then exit 1. */
export function loadConfig(): Config {
  const parsed = parseConfig(process.env);
  if (parsed.ok) return parsed.config;
  console.error("Invalid configuration:");
  for (const problem of parsed.problems) console.error(`  ${problem}`);
  console.error("Fix the environment variables above (see README) and start again.");
  process.exit(1);
}

/** The address to open in a browser: a wildcard bind is reachable as localhost. */
export function publicUrl(config: Pick<Config, "host" | "port">): string {
  const wildcard = config.host === "0.0.0.0" || config.host === "::";
  const host = wildcard
    ? "localhost"
    : config.host.includes(":")
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}`;
}

/** Config for tests: in-memory database, cheap scrypt, defaults otherwise. Never reads env. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const parsed = parseConfig({});
  if (!parsed.ok) throw new Error("default configuration is invalid");
  return {
    ...parsed.config,
    host: "127.0.0.1",
    database: { engine: "sqlite", file: ":memory:" },
    scrypt: TEST_SCRYPT,
    ...overrides,
  };
}

/**
 * Which engine the server tests run on (`TEST_ENGINE=postgres` for the PostgreSQL leg of
 * `npm test`), and the server that leg uses (`TEST_DATABASE_URL`). Tests only.
 */
export function testEngineFromEnv(): { engine: "sqlite" } | { engine: "postgres"; url: string } {
  if (process.env.TEST_ENGINE !== "postgres") return { engine: "sqlite" };
  return {
    engine: "postgres",
    url: process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  };
}
