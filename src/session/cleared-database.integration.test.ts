import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db, META_KEYS } from "#db/db.ts";
import { readStorageClearedNote } from "#db/installation.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { PublicUser } from "#domain/user.ts";
import { createSyncEngine } from "#sync/engine.ts";
import { type InProcessServer, startInProcessServer } from "#testing/in-process-server.ts";
import { createTestClient, manualTimers } from "#testing/sync-harness.ts";
import { TOKEN_STORAGE_KEY, USER_SNAPSHOT_KEY } from "./local-session.ts";
import { restoreSession } from "./session.ts";
import { useSessionStore } from "./session-store.ts";

/** localStorage, which survives when the browser clears only IndexedDB (decision 0003). */
function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let server: InProcessServer;
beforeEach(async () => {
  server = await startInProcessServer();
  vi.stubGlobal("localStorage", memoryStorage());
  // Offline as far as the session check goes: the restore works from local data alone.
  vi.stubGlobal("navigator", { onLine: false });
  useSessionStore.setState({ status: "loading", token: null, user: null, expired: false });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe("a session whose IndexedDB the browser cleared", () => {
  it("is noted once, and the first sync brings back everything the server has", async () => {
    // Before the clearing, the user's mood reached the server (from this device or another).
    const alex = await server.signUp(`alex${Date.now()}`);
    const before = createTestClient(server);
    await before.signIn(alex);
    const mood = uuidv7();
    await before.queue("mood.log", { id: mood, mood: "curious", intensity: 7 });
    expect(await before.engine.sync()).toBe("synced");

    const user = { id: alex.userId, username: alex.username, userType: "individual" };
    localStorage.setItem(TOKEN_STORAGE_KEY, alex.token);
    localStorage.setItem(USER_SNAPSHOT_KEY, JSON.stringify(user as PublicUser));
    await db.delete();
    await db.open();

    await restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ status: "signed-in", token: alex.token });
    const note = await readStorageClearedNote(db);
    if (!note) throw new Error("the clearing was not noted");

    // The page's engine starts after the restore: the empty database syncs from cursor 0.
    const engine = createSyncEngine({ db, fetch: server.fetch, timers: manualTimers() });
    expect(await engine.sync()).toBe("synced");
    expect((await db.moodEntries.get(mood))?.mood).toBe("curious");
    expect(await db.experiences.count()).toBeGreaterThan(0);
    const syncedAt = (await db.meta.get(META_KEYS.lastSyncedAt))?.value;
    expect(typeof syncedAt === "string" && syncedAt >= note.at).toBe(true);

    // The next start (a reload) finds the installation again: nothing more is noted.
    db.createdEmpty = false;
    await restoreSession();
    expect(await readStorageClearedNote(db)).toEqual(note);
    expect(server.errors).toEqual([]);
  });
});
