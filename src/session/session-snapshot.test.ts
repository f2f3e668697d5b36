// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, getMeta, META_KEYS, resetDatabaseForTests, setMeta } from "#db/db.ts";
import type { PublicUser } from "#domain/user.ts";
import { configureHttp } from "#sync/http.ts";
import { testUser } from "#testing/fixtures.ts";
import { signOut } from "./account.ts";
import { readUserSnapshot, TOKEN_STORAGE_KEY, USER_SNAPSHOT_KEY } from "./local-session.ts";
import { restoreSession } from "./session.ts";
import { restoreSessionSnapshot } from "./session-snapshot.ts";
import { useSessionStore } from "./session-store.ts";

/** The fixture user, with the short id these tests compare against. */
const user = (overrides: Partial<PublicUser> = {}) => testUser({ id: "u1", ...overrides });

/** What a previous page load left in localStorage. */
function storedSnapshot(u: PublicUser) {
  localStorage.setItem(TOKEN_STORAGE_KEY, "token-1");
  localStorage.setItem(USER_SNAPSHOT_KEY, JSON.stringify(u));
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  // Offline: no answer from the server changes what these tests look at.
  configureHttp({ fetch: () => Promise.reject(new TypeError("Failed to fetch")) });
});

beforeEach(async () => {
  await resetDatabaseForTests();
  localStorage.clear();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  useSessionStore.setState({ status: "loading", token: null, user: null, expired: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the first paint's session (localStorage only)", () => {
  it("is signed in from the token and the snapshot without opening IndexedDB", () => {
    storedSnapshot(user());
    const open = vi.spyOn(db, "open");

    expect(restoreSessionSnapshot()).toBe(true);

    const state = useSessionStore.getState();
    expect(state.status).toBe("signed-in");
    expect(state.user?.firstName).toBe("Alex");
    expect(state.token).toBe("token-1");
    expect(open).not.toHaveBeenCalled();
  });

  it("is signed out without a token, even if a stale snapshot is left", () => {
    localStorage.setItem(USER_SNAPSHOT_KEY, JSON.stringify(user()));

    expect(restoreSessionSnapshot()).toBe(true);

    expect(useSessionStore.getState().status).toBe("signed-out");
    expect(localStorage.getItem(USER_SNAPSHOT_KEY)).toBeNull();
  });

  it("does not know with a token but no snapshot (a session from before snapshots)", () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-1");
    localStorage.setItem(USER_SNAPSHOT_KEY, "{not json");

    expect(restoreSessionSnapshot()).toBe(false);
    expect(useSessionStore.getState().status).toBe("loading");
  });
});

describe("the snapshot follows the session", () => {
  it("is written at sign-in, updated with the profile, removed at sign-out", async () => {
    useSessionStore.getState().setSignedIn("token-1", user());
    expect(readUserSnapshot()?.id).toBe("u1");

    useSessionStore.getState().setUser(user({ firstName: "Alexandra" }));
    expect(readUserSnapshot()?.firstName).toBe("Alexandra");

    await signOut();
    expect(localStorage.getItem(USER_SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe("reconciling with IndexedDB after the first paint", () => {
  it("switches to the user IndexedDB holds when the snapshot names another", async () => {
    storedSnapshot(user({ id: "u2", username: "someone-else", userType: "professional" }));
    await setMeta(META_KEYS.sessionUser, user());
    restoreSessionSnapshot();
    expect(useSessionStore.getState().user?.id).toBe("u2");

    await restoreSession();

    expect(useSessionStore.getState().status).toBe("signed-in");
    expect(useSessionStore.getState().user?.id).toBe("u1");
    expect(readUserSnapshot()?.id).toBe("u1");
  });

  it("writes the snapshot's user back when IndexedDB lost it", async () => {
    storedSnapshot(user());
    restoreSessionSnapshot();

    await restoreSession();

    expect(useSessionStore.getState().status).toBe("signed-in");
    expect((await getMeta<PublicUser>(META_KEYS.sessionUser))?.id).toBe("u1");
  });

  it("leaves an agreeing session untouched (no re-render, no re-guard)", async () => {
    storedSnapshot(user());
    await setMeta(META_KEYS.sessionUser, user());
    restoreSessionSnapshot();
    const before = useSessionStore.getState();

    await restoreSession();

    expect(useSessionStore.getState()).toBe(before);
  });
});
