import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type App, createApp } from "../app.ts";
import { createPasswordHasher } from "../auth/password.ts";
import { rawQuery } from "../db/raw-query.ts";
import { type Config, testConfig } from "../env.ts";
import { seedIfEmpty } from "../seed.ts";
import { createFakeClock } from "./fake-clock.ts";
import { openAnotherNode, openTestDatabase } from "./test-database.ts";

export const INDEX_HTML =
  '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

/** Bump when the fixture's files change. */
const STATIC_FIXTURE = join(tmpdir(), "culturewell-test-dist-v1");

/**
 * A throw-away dist/ with the files the static tests look for. Built in a private folder and
 * renamed into place (atomic), so parallel test workers share one copy and runs leave no litter.
 */
export function fakeStaticDir(): string {
  if (existsSync(join(STATIC_FIXTURE, "index.html"))) return STATIC_FIXTURE;
  const root = mkdtempSync(join(tmpdir(), "cw-dist-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "icons"));
  writeFileSync(join(root, "index.html"), INDEX_HTML);
  writeFileSync(join(root, "assets", "index-abc123.js"), "console.log('app');");
  writeFileSync(join(root, "sw.js"), "self.addEventListener('install', () => {});");
  writeFileSync(join(root, "manifest.webmanifest"), '{"name":"CultureWell"}');
  writeFileSync(join(root, "icons", "icon-192.png"), "png");
  try {
    renameSync(root, STATIC_FIXTURE);
  } catch {
    rmSync(root, { recursive: true, force: true }); // another worker won the race
  }
  return STATIC_FIXTURE;
}

/**
 * The whole app in-process on a fresh seeded database of this run's engine (SQLite ":memory:",
 * or a new PostgreSQL database: server/testing/test-database.ts) with a fake clock and cheap
 * scrypt. Drive it with `app.request`; `query` reads the database as it is, on either engine.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { passwordChecksPerIp?: number } = {},
) {
  const config = testConfig({ staticDir: fakeStaticDir(), ...overrides });
  const clock = createFakeClock();
  const defaults = testConfig();
  const defaultSeed =
    config.demoInvitationCode === defaults.demoInvitationCode &&
    config.demoAccounts === defaults.demoAccounts;
  const opened = await openTestDatabase({ seeded: defaultSeed });
  const { db } = opened;
  if (!opened.seeded) {
    await seedIfEmpty(db, {
      clock,
      hasher: createPasswordHasher(config.scrypt),
      demoInvitationCode: config.demoInvitationCode,
      demoAccounts: config.demoAccounts,
    });
  }
  const errors: unknown[] = [];
  // The login slow-down is recorded, not waited for: tests assert the delay, not the clock.
  const sleeps: number[] = [];
  const app = await createApp({
    db,
    clock,
    config,
    logError: (e) => errors.push(e),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    warmPublicPages: false,
    ...options,
  });

  const postTo =
    (target: App) =>
    async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      target.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
  const post = postTo(app);

  const nodes: Array<() => Promise<void>> = [];
  /**
   * Another app on the same data, as a second node (or the same node after a restart) runs it:
   * its own budgets' objects and gates, the same database (PostgreSQL: through its own pool),
   * the same clock and config. Closed with the test app.
   */
  async function anotherNode() {
    const node = await openAnotherNode(opened);
    nodes.push(node.close);
    const other = await createApp({
      db: node.db,
      clock,
      config,
      logError: (e) => errors.push(e),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      warmPublicPages: false,
      ...options,
    });
    return { app: other, db: node.db, post: postTo(other) };
  }

  async function close(): Promise<void> {
    for (const closeNode of nodes.splice(0)) await closeNode();
    await opened.close();
  }

  /** Rows of a SQL text with `?` parameters, as objects (portable SQL only). */
  const query = <T = Record<string, unknown>>(text: string, ...params: unknown[]) =>
    rawQuery<T>(db, text, params);

  return { app, db, clock, config, errors, sleeps, post, query, anotherNode, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Bearer header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// biome-ignore lint/suspicious/noExplicitAny: tests assert on arbitrary JSON response shapes
export type Json = any;

/** The response body as loosely typed JSON (Response.json() is `unknown`). */
export const json = (res: Response): Promise<Json> => res.json();
