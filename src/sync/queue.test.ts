import { Dexie } from "dexie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CultureWellDB } from "#db/db.ts";
import type { Experience } from "#domain/experience.ts";
import { withListFields } from "#domain/experience-list-fields.ts";
import { uuidv7 } from "#domain/ids.ts";
import { LocalValidationError, queueMutation, queueTables } from "./queue.ts";
import { settleRows } from "./reconcile.ts";

let db: CultureWellDB;
let n = 0;
beforeEach(() => {
  db = new CultureWellDB(`queue-test-${++n}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const user = { userId: "u1" };

function experience(id: string, title = "Choir"): Experience {
  const at = "2025-06-01T10:00:00.000Z";
  return {
    id,
    title,
    description: "Sing together with neighbours.",
    category: "music",
    price: 0,
    location: "Riga",
    venue: "Hall",
    venueId: null,
    date: "2031-01-01T18:00:00.000Z",
    imageUrl: "/images/music.jpg",
    wellbeingBenefit: "social-connection",
    isActive: true,
    accessibilityFeatures: [],
    duration: 60,
    maxParticipants: 20,
    difficultyLevel: "beginner",
    createdBy: "u1",
    createdAt: at,
    updatedAt: at,
    placesTaken: 0,
    waitlistCount: 0,
    ratingAverage: null,
    ratingCount: 0,
  };
}

describe("queueMutation", () => {
  it("writes the optimistic row and the outbox entry, with normalised args", async () => {
    const id = uuidv7();
    const { mutationId } = await queueMutation(
      db,
      "mood.log",
      { id, mood: "curious", intensity: "7", notes: "   " },
      user,
    );
    expect(await db.moodEntries.get(id)).toMatchObject({ userId: "u1", intensity: 7, notes: null });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      id: mutationId,
      name: "mood.log",
      args: { id, mood: "curious", intensity: 7 },
      userId: "u1",
      attempts: 0,
      lastError: null,
    });
    expect(entry?.args).not.toHaveProperty("notes");
  });

  it("refuses bad input with the shared schema's messages and writes nothing", async () => {
    const attempt = queueMutation(
      db,
      "calendarEvent.create",
      { id: uuidv7(), title: "", startTime: "soon", endTime: "" },
      user,
    );
    await expect(attempt).rejects.toBeInstanceOf(LocalValidationError);
    await expect(attempt).rejects.toMatchObject({
      errors: {
        title: "title_required",
        startTime: "start_time_invalid",
        endTime: "end_time_required",
      },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.calendarEvents.count()).toBe(0);
  });

  it("row and entry commit together: if the entry cannot be written, neither is", async () => {
    db.outbox.hook("creating", () => {
      throw new Error("disk full");
    });
    const id = uuidv7();
    await expect(
      queueMutation(db, "mood.log", { id, mood: "sad", intensity: 3 }, user),
    ).rejects.toThrow("disk full");
    expect(await db.moodEntries.get(id)).toBeUndefined();
  });

  it("does not wait behind a transaction over tables the change does not touch", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A sync page writing experiences, held open until the save is in.
    const page = db.transaction("rw", db.experiences, async () => {
      await db.experiences.put(experience(uuidv7()));
      await Dexie.waitFor(held);
    });
    const save = queueMutation(db, "mood.log", { id: uuidv7(), mood: "sad", intensity: 3 }, user);
    const waited = new Promise<string>((resolve) => setTimeout(() => resolve("waited"), 2000));
    const first = await Promise.race([save.then(() => "saved"), waited]);
    release();
    await Promise.all([page, save]);
    expect(first).toBe("saved");
  });

  it("nests in a repo's transaction over queueTables, and refuses one that lacks them", async () => {
    const experienceId = uuidv7();
    await db.transaction("rw", queueTables("favorite.add"), async () => {
      if (await db.favorites.where({ userId: "u1", experienceId }).first()) return;
      await queueMutation(db, "favorite.add", { id: uuidv7(), experienceId }, user);
    });
    expect(await db.favorites.count()).toBe(1);

    const outside = db.transaction("rw", db.favorites, () =>
      queueMutation(db, "favorite.remove", { experienceId }, user),
    );
    await expect(outside).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
  });

  it("keeps the server's version aside, so a refusal can put it back", async () => {
    const id = uuidv7();
    await db.experiences.put(experience(id, "Choir"));
    const { args } = await queueMutation(
      db,
      "experience.update",
      { ...experience(id, "Choir (edited)"), price: 500 },
      user,
    );
    expect(args.title).toBe("Choir (edited)");
    expect((await db.experiences.get(id))?.title).toBe("Choir (edited)");
    expect(await db.shadows.get(`experience|${id}`)).toMatchObject({
      data: { title: "Choir" },
      pulled: false,
    });

    await db.transaction("rw", db.tables, async () => {
      await db.outbox.clear();
      await settleRows(db, new Map([[`experience|${id}`, ["rejected" as const]]]));
    });
    expect(await db.experiences.get(id)).toEqual(withListFields(experience(id, "Choir")));
    expect(await db.shadows.count()).toBe(0);
  });

  it("a refused change is undone but later pending changes on the same row stay", async () => {
    const experienceId = uuidv7();
    const add = await queueMutation(db, "favorite.add", { id: uuidv7(), experienceId }, user);
    await queueMutation(db, "favorite.remove", { experienceId }, user);
    await queueMutation(db, "favorite.add", { id: uuidv7(), experienceId }, user);
    expect(await db.favorites.count()).toBe(1);

    // The first add is refused; the remove and the second add are still pending.
    await db.transaction("rw", db.tables, async () => {
      await db.outbox.where("id").equals(add.mutationId).delete();
      await settleRows(db, new Map([[`favorite|u1|${experienceId}`, ["rejected" as const]]]));
    });
    expect(await db.favorites.count()).toBe(1); // replayed: remove, then add
    expect(await db.shadows.count()).toBe(1);
  });
});
