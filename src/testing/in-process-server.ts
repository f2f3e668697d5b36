import type { FetchLike } from "#sync/http.ts";

/**
 * The real server (server/app.ts) built in-process on a fresh seeded database, for
 * the client's sync tests. Loaded through a computed specifier on purpose: the server's types
 * need Node's, which the browser tsconfig must not see, so this file declares the little it uses.
 */

interface TestAppLike {
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> };
  /** The engine of this run's database ("sqlite", or "postgres" on the PostgreSQL leg). */
  db: { engine: "sqlite" | "postgres" };
  /** Rows of a portable SQL text with `?` parameters, on either engine. */
  query<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  clock: { advance(ms: number): void; set(date: Date): void };
  config: { demoInvitationCode: string | null };
  errors: unknown[];
  close(): Promise<void>;
}

export interface SignedIn {
  token: string;
  userId: string;
  username: string;
}

export interface InProcessServer {
  /** A fetch that answers from the app (no network). */
  fetch: FetchLike;
  /** The engine behind the server (SQLite, or PostgreSQL on that leg of the run). */
  engine: "sqlite" | "postgres";
  /** Rows of a portable SQL text with `?` parameters (it must run on both engines). */
  sql<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T[]>;
  login(username: string, password?: string): Promise<SignedIn>;
  /** A fresh account (the demo invitation code), signed in. */
  signUp(
    username: string,
    userType?: "individual" | "professional" | "cultural_partner",
  ): Promise<SignedIn>;
  /** Revokes a token the way a sign-out elsewhere would. */
  revoke(token: string): Promise<void>;
  /** Errors the app logged as 5xx (should stay empty unless a test injects one). */
  errors: unknown[];
  /** Sets the server's clock (a fake one, at 2025-06-02T09:00Z until told otherwise). */
  setClock(date: Date): void;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = "culture-demo-1";

const TEST_APP_MODULE = "../../server/testing/test-app.ts";

export async function startInProcessServer(): Promise<InProcessServer> {
  const url = new URL(TEST_APP_MODULE, import.meta.url).href;
  const mod = (await import(/* @vite-ignore */ url)) as {
    createTestApp(): Promise<TestAppLike>;
  };
  const t = await mod.createTestApp();
  const fetch: FetchLike = async (input, init) => t.app.request(input, init);
  const post = (path: string, body: unknown, token?: string) =>
    fetch(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  return {
    fetch,
    errors: t.errors,
    setClock: (date) => t.clock.set(date),
    engine: t.db.engine,
    sql: <T>(query: string, ...params: unknown[]) => t.query<T>(query, ...params),
    async login(username, password = DEMO_PASSWORD) {
      const response = await post("/api/auth/login", { username, password });
      if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
      const body = (await response.json()) as { token: string; user: { id: string } };
      return { token: body.token, userId: body.user.id, username };
    },
    async signUp(username, userType = "individual") {
      const response = await post("/api/auth/signup", {
        username,
        password: "secret-pass-1",
        firstName: username,
        userType,
        invitationCode: t.config.demoInvitationCode ?? "",
      });
      if (!response.ok) throw new Error(`sign-up ${username}: ${response.status}`);
      const body = (await response.json()) as { token: string; user: { id: string } };
      return { token: body.token, userId: body.user.id, username };
    },
    async revoke(token) {
      await post("/api/auth/logout", {}, token);
    },
    close: () => t.close(),
  };
}
