// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { configureHttp } from "#sync/http.ts";
import { readSyncSession } from "#sync/sync-session.ts";
import { testUser } from "#testing/fixtures.ts";
import { countPendingChanges, establishSession, signOut } from "./account.ts";
import { TOKEN_STORAGE_KEY } from "./local-session.ts";
import { expireSession, restoreSession } from "./session.ts";
import { useSessionStore } from "./session-store.ts";

/**
 * What the session owes the sync engine: a copy of the token in IndexedDB (for the service
 * worker), removed with the token; the outbox kept on 401; the pending count for the sign-out
 * warning.
 */

let answer: (path: string) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: (path) => Promise.resolve(answer(path)) });
});
beforeEach(async () => {
  await resetDatabaseForTests();
  localStorage.clear();
  useSessionStore.setState({ status: "signed-out", token: null, user: null, expired: false });
  answer = () => json(200, { token: "token-1", user: testUser() });
});
afterEach(() => vi.restoreAllMocks());

const queueEntry = (userId: string) =>
  db.outbox.add({
    id: crypto.randomUUID(),
    name: "mood.log",
    args: {},
    userId,
    createdAt: "2025-06-01T10:00:00.000Z",
    attempts: 0,
    lastError: null,
  } as never);

describe("the sync copy of the session", () => {
  it("is written at sign-in and removed at sign-out", async () => {
    await establishSession({ token: "token-1", user: testUser() });
    expect(await readSyncSession(db)).toEqual({ token: "token-1", userId: testUser().id });
    answer = () => json(200, { message: "Signed out" });
    await signOut();
    expect(await readSyncSession(db)).toBeNull();
  });

  it("is written on restore for sessions that predate it", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-old");
    await db.meta.put({ key: "session.user", value: testUser() });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await restoreSession();
    expect(await readSyncSession(db)).toEqual({ token: "token-old", userId: testUser().id });
  });

  it("a 401 from the engine ends the session but keeps the queued changes", async () => {
    await establishSession({ token: "token-1", user: testUser() });
    await queueEntry(testUser().id);
    expect(await countPendingChanges()).toBe(1);

    await expireSession("some-older-token"); // not the session's token: ignored
    expect(useSessionStore.getState().status).toBe("signed-in");

    await expireSession("token-1");
    expect(useSessionStore.getState()).toMatchObject({ status: "signed-out", expired: true });
    expect(await readSyncSession(db)).toBeNull();
    expect(await db.outbox.count()).toBe(1);

    // Signing in again as the same user keeps the queue (the engine continues with it).
    await establishSession({ token: "token-2", user: testUser() });
    expect(await db.outbox.count()).toBe(1);
    expect(await readSyncSession(db)).toEqual({ token: "token-2", userId: testUser().id });
  });

  it("another user signing in never inherits the queue", async () => {
    await establishSession({ token: "token-1", user: testUser() });
    await queueEntry(testUser().id);
    await expireSession("token-1");
    await establishSession({
      token: "token-9",
      user: testUser({ id: "0197aaaa-0000-7000-8000-0000000000b2" }),
    });
    expect(await db.outbox.count()).toBe(0);
  });
});
