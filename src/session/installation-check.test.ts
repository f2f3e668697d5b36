// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, getClientId, getMeta, META_KEYS, resetDatabaseForTests, setMeta } from "#db/db.ts";
import { readStorageClearedNote } from "#db/installation.ts";
import type { PublicUser } from "#domain/user.ts";
import { readSyncSession } from "#sync/sync-session.ts";
import { TOKEN_STORAGE_KEY, USER_SNAPSHOT_KEY } from "./local-session.ts";
import { restoreSession } from "./session.ts";
import { useSessionStore } from "./session-store.ts";

const NOW = "2026-11-28T10:00:00.000Z";

function snapshotOf(id: string, username = "alex"): PublicUser {
  return {
    id,
    username,
    email: null,
    firstName: "Alex",
    lastName: null,
    profileImageUrl: null,
    userType: "individual",
    location: null,
    bio: null,
    wellbeingGoals: [],
    preferredCategories: [],
    accessibilityNeeds: null,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

/** The localStorage half of a session (decision 0003), which a clearing of IndexedDB leaves. */
function sessionMarker(token: string, user: PublicUser) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_SNAPSHOT_KEY, JSON.stringify(user));
}

/** What the browser does when it evicts the origin's IndexedDB: the database is gone. */
async function evictDatabase() {
  await db.delete();
  await db.open();
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

beforeEach(async () => {
  await resetDatabaseForTests();
  // The database existed before this "page": only an eviction in a test re-creates it.
  db.createdEmpty = false;
  localStorage.clear();
  // Offline: no session check with a server; the restore works from local data alone.
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  useSessionStore.setState({ status: "loading", token: null, user: null, expired: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("restoreSession and the installation id", () => {
  it("notes a database the browser cleared under a stored session, with a new id", async () => {
    sessionMarker("token-1", snapshotOf("u1"));
    await evictDatabase();

    await restoreSession();

    expect(useSessionStore.getState()).toMatchObject({ status: "signed-in", token: "token-1" });
    expect(await readStorageClearedNote(db)).toEqual({ at: expect.any(String) });
    expect(await getMeta(META_KEYS.clientId)).toEqual(expect.any(String));
    // The sync engine, started next, has the token: its first sync pulls everything again.
    expect(await readSyncSession(db)).toEqual({ token: "token-1", userId: "u1" });
  });

  it("notes a cleared database even if a screen made a new installation id first", async () => {
    sessionMarker("token-1", snapshotOf("u1"));
    await evictDatabase();
    await getClientId(db); // the door screen asks for its device id before the restore runs

    await restoreSession();

    expect(await readStorageClearedNote(db)).not.toBeNull();
  });

  it("notes a database another tab re-created first: no installation id", async () => {
    sessionMarker("token-1", snapshotOf("u1"));
    await setMeta(META_KEYS.lastSyncedAt, NOW); // that tab's public pull

    await restoreSession();

    expect(await readStorageClearedNote(db)).not.toBeNull();
  });

  it("notes nothing without a session, even on an empty database", async () => {
    await evictDatabase();

    await restoreSession();

    expect(useSessionStore.getState().status).toBe("signed-out");
    expect(await readStorageClearedNote(db)).toBeNull();
    expect(await readSyncSession(db)).toBeNull();
  });

  it("notes nothing when the database kept the session", async () => {
    sessionMarker("token-1", snapshotOf("u1"));
    await setMeta(META_KEYS.sessionUser, snapshotOf("u1"));
    await setMeta(META_KEYS.clientId, "install-1");

    await restoreSession();

    expect(await readStorageClearedNote(db)).toBeNull();
    expect(await getMeta(META_KEYS.clientId)).toBe("install-1");
  });

  it("takes an older installation that never pushed (no id yet) for what it is", async () => {
    sessionMarker("token-1", snapshotOf("u1"));
    await setMeta(META_KEYS.sessionUser, snapshotOf("u1"));

    await restoreSession();

    expect(await readStorageClearedNote(db)).toBeNull();
    expect(await getMeta(META_KEYS.clientId)).toEqual(expect.any(String));
  });

  it("only writes the user back when the database kept its id (a failed write, not a clearing)", async () => {
    sessionMarker("token-1", snapshotOf("u1"));
    await setMeta(META_KEYS.clientId, "install-1");

    await restoreSession();

    expect(await readStorageClearedNote(db)).toBeNull();
    expect((await getMeta<PublicUser>(META_KEYS.sessionUser))?.id).toBe("u1");
  });
});
