// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, getMeta, META_KEYS, resetDatabaseForTests, setMeta } from "#db/db.ts";
import type { Experience } from "#domain/experience.ts";
import type { PublicUser } from "#domain/user.ts";
import { configureHttp } from "#sync/http.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { establishSession, signOut } from "./account.ts";
import { TOKEN_STORAGE_KEY } from "./local-session.ts";
import { restoreSession, revalidateSession } from "./session.ts";
import { useSessionStore } from "./session-store.ts";

const NOW = "2025-06-01T10:00:00.000Z";

function user(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: "u1",
    username: "demo-individual",
    email: "alex@culturewell.example",
    firstName: "Alex",
    lastName: "Morgan",
    profileImageUrl: null,
    userType: "individual",
    location: null,
    bio: null,
    wellbeingGoals: [],
    preferredCategories: [],
    accessibilityNeeds: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

const experience: Experience = {
  id: "e1",
  title: "Evening choir",
  description: "Sing together.",
  category: "music",
  price: 0,
  location: "Riga",
  venue: "Hall",
  venueId: null,
  date: "2030-01-01T18:00:00.000Z",
  imageUrl: "/images/music.jpg",
  wellbeingBenefit: "social-connection",
  isActive: true,
  accessibilityFeatures: [],
  duration: 60,
  maxParticipants: 20,
  difficultyLevel: "beginner",
  createdBy: null,
  createdAt: NOW,
  updatedAt: NOW,
  placesTaken: 0,
  waitlistCount: 0,
  ratingAverage: null,
  ratingCount: 0,
};

type Handler = (path: string, init: RequestInit | undefined) => Response | Promise<Response>;
let handler: Handler;
const calls: { path: string; init: RequestInit | undefined }[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
const offline: Handler = () => Promise.reject(new TypeError("Failed to fetch"));

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

/** A signed-in session as a previous page load left it: token, cached user and private rows. */
async function storedSession(u: PublicUser = user()) {
  localStorage.setItem(TOKEN_STORAGE_KEY, "token-1");
  await setMeta(META_KEYS.sessionUser, u);
  await db.experiences.add(experience);
  await db.favorites.add({ id: "f1", userId: u.id, experienceId: "e1", createdAt: NOW });
  await db.moodEntries.add({
    id: "m1",
    userId: u.id,
    mood: "curious",
    intensity: 6,
    notes: null,
    createdAt: NOW,
  });
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({
    fetch: (path, init) => {
      calls.push({ path, init });
      return Promise.resolve(handler(path, init));
    },
  });
});

beforeEach(async () => {
  await resetDatabaseForTests();
  localStorage.clear();
  calls.length = 0;
  handler = offline;
  setOnline(true);
  useSessionStore.setState({ status: "loading", token: null, user: null, expired: false });
  useToastStore.getState().dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("restoreSession", () => {
  it("without a token is signed out", async () => {
    await restoreSession();
    expect(useSessionStore.getState().status).toBe("signed-out");
    expect(calls).toHaveLength(0);
  });

  it("keeps a signed-in user signed in on an offline reload", async () => {
    await storedSession();
    setOnline(false);

    await restoreSession();

    const state = useSessionStore.getState();
    expect(state.status).toBe("signed-in");
    expect(state.user?.username).toBe("demo-individual");
    expect(state.token).toBe("token-1");
    expect(calls).toHaveLength(0);
  });

  it("is signed in before the server answers, then refreshes the user", async () => {
    await storedSession();
    let answer!: (r: Response) => void;
    handler = () => new Promise<Response>((resolve) => (answer = resolve));

    await restoreSession();
    expect(useSessionStore.getState().status).toBe("signed-in");
    expect(calls[0]?.path).toBe("/api/auth/user");
    expect(new Headers(calls[0]?.init?.headers).get("Authorization")).toBe("Bearer token-1");

    answer(json(200, user({ firstName: "Alexandra" })));
    await revalidateSession();
    expect(useSessionStore.getState().user?.firstName).toBe("Alexandra");
    expect((await getMeta<PublicUser>(META_KEYS.sessionUser))?.firstName).toBe("Alexandra");
  });

  it("signs out and clears private data when the server answers 401", async () => {
    await storedSession();
    handler = () => json(401, { message: "Not signed in" });

    await restoreSession();
    await revalidateSession();

    const state = useSessionStore.getState();
    expect(state.status).toBe("signed-out");
    expect(state.expired).toBe(true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await db.favorites.count()).toBe(0);
    expect(await db.moodEntries.count()).toBe(0);
    expect(await getMeta(META_KEYS.sessionUser)).toBeUndefined();
    expect(await db.experiences.count()).toBe(1);
    expect(useToastStore.getState().current?.title).toBe("Your session has ended");
  });

  it("on 401 keeps queued changes (and whose they are) for the same user's next sign-in", async () => {
    await storedSession();
    await db.outbox.add({
      id: "q1",
      name: "favorite.add",
      args: { id: "f1", experienceId: "e1" },
      userId: "u1",
      createdAt: NOW,
      attempts: 0,
      lastError: null,
    });
    handler = () => json(401, { message: "Not signed in" });

    await restoreSession();
    await revalidateSession();

    expect(useSessionStore.getState()).toMatchObject({ status: "signed-out", expired: true });
    expect(useToastStore.getState().current?.description).toMatch(/unsaved changes are kept/);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await db.outbox.count()).toBe(1);
    expect(await db.favorites.count()).toBe(1);
  });

  it("stays signed in when the check fails for lack of a connection", async () => {
    await storedSession();
    handler = offline;

    await restoreSession();
    await revalidateSession();

    expect(useSessionStore.getState().status).toBe("signed-in");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("token-1");
    expect(await db.favorites.count()).toBe(1);
  });

  it("stays signed in on a server error", async () => {
    await storedSession();
    handler = () => json(503, { message: "Busy" });

    await restoreSession();
    await revalidateSession();

    expect(useSessionStore.getState().status).toBe("signed-in");
  });

  it("with a token but no cached user offline starts signed out, keeps the token, and signs in once online", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-1");
    setOnline(false);

    await restoreSession();
    expect(useSessionStore.getState().status).toBe("signed-out");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("token-1");

    setOnline(true);
    handler = () => json(200, user());
    window.dispatchEvent(new Event("online"));
    await revalidateSession();

    expect(useSessionStore.getState()).toMatchObject({ status: "signed-in", token: "token-1" });
    expect((await getMeta<PublicUser>(META_KEYS.sessionUser))?.id).toBe("u1");
  });

  it("ignores a check that returns after the user signed out", async () => {
    await storedSession();
    let answer!: (r: Response) => void;
    handler = (path) =>
      path === "/api/auth/user"
        ? new Promise<Response>((resolve) => (answer = resolve))
        : json(200, { message: "Signed out" });

    await restoreSession();
    await signOut();
    answer(json(200, user()));
    await revalidateSession();

    expect(useSessionStore.getState().status).toBe("signed-out");
    expect(await getMeta(META_KEYS.sessionUser)).toBeUndefined();
  });
});

describe("signOut", () => {
  it("revokes the token, clears private tables but keeps experiences", async () => {
    await storedSession();
    handler = () => json(200, { message: "Signed out" });
    await restoreSession();

    await signOut();

    const logout = calls.find((c) => c.path === "/api/auth/logout");
    expect(logout?.init?.method).toBe("POST");
    expect(new Headers(logout?.init?.headers).get("Authorization")).toBe("Bearer token-1");
    expect(useSessionStore.getState()).toMatchObject({ status: "signed-out", user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await db.favorites.count()).toBe(0);
    expect(await db.moodEntries.count()).toBe(0);
    expect(await getMeta(META_KEYS.sessionUser)).toBeUndefined();
    expect(await db.experiences.count()).toBe(1);
  });

  it("signs out locally even when the server cannot be reached", async () => {
    await storedSession();
    setOnline(false);
    await restoreSession();
    handler = offline;

    await signOut();

    expect(useSessionStore.getState().status).toBe("signed-out");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await db.favorites.count()).toBe(0);
  });
});

describe("establishSession (a sign-in's answer)", () => {
  // Persistent storage is asked when the app runs installed or at the first offline write, not
  // at sign-in (docs/decisions/0025-storage-kept.md).
  it("stores the session and its installation id, without asking for persistent storage", async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, "storage", { value: { persist }, configurable: true });
    await establishSession({ token: "token-9", user: user() });

    expect(useSessionStore.getState()).toMatchObject({ status: "signed-in", token: "token-9" });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("token-9");
    expect((await getMeta<PublicUser>(META_KEYS.sessionUser))?.id).toBe("u1");
    expect(await getMeta(META_KEYS.clientId)).toEqual(expect.any(String));
    expect(persist).not.toHaveBeenCalled();
  });

  it("wipes another user's leftover private rows, keeps the same user's", async () => {
    await storedSession(user({ id: "u1" }));
    localStorage.clear();
    await establishSession({ token: "t", user: user({ id: "u1" }) });
    expect(await db.favorites.count()).toBe(1);

    await establishSession({ token: "t2", user: user({ id: "u2", username: "other" }) });
    expect(await db.favorites.count()).toBe(0);
    expect(await db.experiences.count()).toBe(1);
  });
});
