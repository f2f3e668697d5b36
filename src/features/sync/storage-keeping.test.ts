import { beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { type PersistAnswer, readPersistAnswer, rememberPersistAnswer } from "#db/installation.ts";
import { persistMoment, type StorageKeepingDeps, startStorageKeeping } from "./storage-keeping.ts";

const NOW = new Date("2026-11-28T10:00:00.000Z");

/** A browser whose answers the test sets; local changes are announced by `change()`. */
function fakeBrowser({ installed = false, offline = false, grant = true as boolean | null } = {}) {
  const listeners = new Set<() => void>();
  const ask = vi.fn(() => Promise.resolve(grant));
  const state = { installed, offline };
  const deps: Partial<StorageKeepingDeps> = {
    installed: () => state.installed,
    offline: () => state.offline,
    ask,
    readAnswer: () => readPersistAnswer(db),
    remember: (answer) => rememberPersistAnswer(db, answer),
    onLocalChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    now: () => NOW,
  };
  return {
    deps,
    ask,
    state,
    change: () => {
      for (const listener of [...listeners]) listener();
    },
    listening: () => listeners.size,
  };
}

/** Lets pending IndexedDB reads and answers finish, for "nothing happened" assertions. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const remembered = () => readPersistAnswer(db);

beforeEach(async () => {
  await resetDatabaseForTests();
});

describe("persistMoment", () => {
  it("is the installed app, or a change queued offline, and never once answered", () => {
    const none = { answered: false, installed: false, offlineWrite: false };
    expect(persistMoment(none)).toBeNull();
    expect(persistMoment({ ...none, installed: true })).toBe("installed");
    expect(persistMoment({ ...none, offlineWrite: true })).toBe("offline-write");
    expect(persistMoment({ ...none, installed: true, offlineWrite: true })).toBe("installed");
    expect(persistMoment({ answered: true, installed: true, offlineWrite: true })).toBeNull();
  });
});

describe("startStorageKeeping", () => {
  it("asks at once when the app runs installed, and remembers the answer", async () => {
    const browser = fakeBrowser({ installed: true, grant: true });
    startStorageKeeping(browser.deps);

    await vi.waitFor(async () => expect(await remembered()).not.toBeNull());
    expect(browser.ask).toHaveBeenCalledTimes(1);
    expect(await remembered()).toEqual<PersistAnswer>({
      granted: true,
      askedAt: NOW.toISOString(),
      moment: "installed",
    });
    expect(browser.listening()).toBe(0);
  });

  it("does not ask in a browser tab, nor for a change made online", async () => {
    const browser = fakeBrowser();
    const stop = startStorageKeeping(browser.deps);
    await settle();
    browser.change();
    browser.change();
    await settle();

    expect(browser.ask).not.toHaveBeenCalled();
    expect(await remembered()).toBeNull();
    stop();
  });

  it("asks at the first change queued offline, once, and remembers a refusal too", async () => {
    const browser = fakeBrowser({ grant: false });
    startStorageKeeping(browser.deps);
    await settle();
    browser.state.offline = true;
    browser.change();
    browser.change();
    browser.change();

    await vi.waitFor(async () => expect(await remembered()).not.toBeNull());
    expect(browser.ask).toHaveBeenCalledTimes(1);
    expect(await remembered()).toMatchObject({ granted: false, moment: "offline-write" });
    browser.change();
    await settle();
    expect(browser.ask).toHaveBeenCalledTimes(1);
  });

  it("asks for a change queued inside a repo's own transaction (over other tables)", async () => {
    const browser = fakeBrowser({ offline: true });
    startStorageKeeping(browser.deps);
    await settle();
    // A repo that reads, decides and queues in one transaction announces the change inside it.
    await db.transaction("rw", db.favorites, async () => {
      await db.favorites.count();
      browser.change();
    });

    await vi.waitFor(async () => expect(await remembered()).not.toBeNull());
    expect(await remembered()).toMatchObject({ granted: true, moment: "offline-write" });
  });

  it("never asks again on an installation that has answered, installed or offline", async () => {
    await rememberPersistAnswer(db, {
      granted: false,
      askedAt: "2026-01-01T00:00:00.000Z",
      moment: "offline-write",
    });
    const browser = fakeBrowser({ installed: true, offline: true });
    startStorageKeeping(browser.deps);
    await vi.waitFor(() => expect(browser.listening()).toBe(0));
    browser.change();
    await settle();

    expect(browser.ask).not.toHaveBeenCalled();
    expect(await remembered()).toMatchObject({ askedAt: "2026-01-01T00:00:00.000Z" });
  });

  it("remembers nothing in a browser that has no such question", async () => {
    const browser = fakeBrowser({ offline: true, grant: null });
    startStorageKeeping(browser.deps);
    await settle();
    browser.change();
    await vi.waitFor(() => expect(browser.ask).toHaveBeenCalledTimes(1));
    await settle();

    expect(await remembered()).toBeNull();
  });
});
