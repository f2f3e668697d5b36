import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RejectionRow } from "#db/types.ts";
import type { Experience } from "#domain/experience.ts";
import { uuidv7 } from "#domain/ids.ts";
import { type InProcessServer, startInProcessServer } from "#testing/in-process-server.ts";
import { countRows, expectConverged } from "#testing/sync-assertions.ts";
import { createTestClient } from "#testing/sync-harness.ts";
import { createMutex } from "./lock.ts";

let server: InProcessServer;
beforeEach(async () => {
  server = await startInProcessServer();
});
afterEach(() => server.close());

const experienceInput = (title: string) => ({
  title,
  description: "An evening of song for everyone.",
  category: "music",
  price: 0,
  location: "Riga",
  venue: "Old Town Hall",
  date: "2031-05-01T18:00:00.000Z",
  imageUrl: "/images/music.jpg",
  wellbeingBenefit: "social-connection",
});

describe("refusals and concurrent devices", () => {
  it("a refused change in the middle of the queue is undone and reported; the rest applies", async () => {
    const onRejected = vi.fn<(r: RejectionRow[]) => void>();
    const client = createTestClient(server, { onRejected });
    const alex = await server.login("demo-individual");
    await client.signIn(alex);
    await client.engine.sync();
    const before = await client.db.favorites.count();

    const a = await client.queue("mood.log", { id: uuidv7(), mood: "anxious", intensity: 8 });
    const missing = uuidv7(); // a well-formed id of an experience that does not exist
    const b = await client.queue("favorite.add", { id: uuidv7(), experienceId: missing });
    const c = await client.queue("mood.log", { id: uuidv7(), mood: "joyful", intensity: 6 });
    expect(await client.db.favorites.count()).toBe(before + 1); // optimistic

    expect(await client.engine.sync()).toBe("synced");
    expect(await client.db.favorites.count()).toBe(before); // undone
    expect(onRejected).toHaveBeenCalledTimes(1);
    const [rejection] = onRejected.mock.calls[0]![0];
    expect(rejection).toMatchObject({
      id: b.mutationId,
      name: "favorite.add",
      code: "experience_not_found",
    });
    expect(await client.db.rejections.toArray()).toEqual([rejection]);
    expect(await countRows(server, "mood_entries", "user_id = ?", alex.userId)).toBe(2);
    await expectConverged(server, client, [a.mutationId, b.mutationId, c.mutationId]);
  });

  it("an edit the server forbids puts the server's version back", async () => {
    const partner = await server.login("demo-partner");
    const owner = createTestClient(server);
    await owner.signIn(partner);
    const id = uuidv7();
    await owner.queue("experience.create", { id, ...experienceInput("Evening choir") });
    await owner.engine.sync();

    const alex = await server.login("demo-individual");
    const intruder = createTestClient(server);
    await intruder.signIn(alex);
    await intruder.engine.sync();
    const original = (await intruder.db.experiences.get(id)) as Experience;
    const edit = await intruder.queue("experience.update", {
      id,
      ...experienceInput("Hijacked choir"),
    });
    expect((await intruder.db.experiences.get(id))?.title).toBe("Hijacked choir");

    expect(await intruder.engine.sync()).toBe("synced");
    expect(await intruder.db.experiences.get(id)).toEqual(original);
    expect((await intruder.db.rejections.get(edit.mutationId))?.code).toBe("not_creator");
    await expectConverged(server, intruder, [edit.mutationId]);
  });

  it("two devices of the same user converge, without duplicate favourites", async () => {
    // A fresh account: the demo ones come with seeded registrations.
    const alex = await server.signUp("alex-two-devices");
    const phone = createTestClient(server);
    const laptop = createTestClient(server);
    await phone.signIn(alex);
    await laptop.signIn(await server.login(alex.username, "secret-pass-1"));
    await Promise.all([phone.engine.sync(), laptop.engine.sync()]);
    const [e1, e2] = await phone.db.experiences.toArray();

    // Both save the same experience offline, each with its own id; each logs a mood.
    const p1 = await phone.queue("favorite.add", { id: uuidv7(), experienceId: e1!.id });
    const l1 = await laptop.queue("favorite.add", { id: uuidv7(), experienceId: e1!.id });
    const p2 = await phone.queue("mood.log", { id: uuidv7(), mood: "curious", intensity: 5 });
    const l2 = await laptop.queue("registration.create", { experienceId: e2!.id, id: uuidv7() });
    const p3 = await phone.queue("registration.create", { experienceId: e2!.id, id: uuidv7() });
    phone.faulty.plan("delay");
    laptop.faulty.plan("delay");
    await Promise.all([phone.engine.sync(), laptop.engine.sync()]);
    await Promise.all([phone.engine.sync(), laptop.engine.sync()]);

    expect(await countRows(server, "user_favorites", "user_id = ?", alex.userId)).toBe(1);
    expect(await countRows(server, "user_experiences", "user_id = ?", alex.userId)).toBe(1);
    expect(await phone.db.favorites.count()).toBe(1);
    expect(await laptop.db.favorites.count()).toBe(1);
    await expectConverged(server, phone, [p1.mutationId, p2.mutationId, p3.mutationId]);
    await expectConverged(server, laptop, [l1.mutationId, l2.mutationId]);
  });

  it("two tabs of one device syncing at once push each change once", async () => {
    const alex = await server.login("demo-individual");
    const lock = createMutex(); // Web Locks stand-in shared by the two tabs
    const tab1 = createTestClient(server, { lock });
    await tab1.signIn(alex);
    const tab2 = createTestClient(server, { lock, db: tab1.db });
    tab2.user = alex;
    const queued: string[] = [];
    for (let i = 0; i < 6; i++) {
      const tab = i % 2 === 0 ? tab1 : tab2;
      queued.push(
        (await tab.queue("mood.log", { id: uuidv7(), mood: "stressed", intensity: 2 })).mutationId,
      );
    }
    tab1.faulty.decide = () => "delay";
    tab2.faulty.decide = () => "delay";
    await Promise.all([tab1.engine.sync(), tab2.engine.sync(), tab1.engine.sync()]);

    const sent = [...tab1.faulty.log, ...tab2.faulty.log]
      .filter((r) => r.path.startsWith("/api/sync/push"))
      .flatMap((r) => (JSON.parse(r.body ?? "{}") as { mutations: { id: string }[] }).mutations);
    expect(sent.map((m) => m.id)).toEqual(queued);
    expect(await countRows(server, "mood_entries", "user_id = ?", alex.userId)).toBe(6);
    await expectConverged(server, tab1, queued);
  });

  it("a pull does not overwrite a row changed on the device while the pull was out", async () => {
    const partner = await server.login("demo-partner");
    const a = createTestClient(server);
    const b = createTestClient(server);
    await a.signIn(partner);
    await b.signIn(await server.login("demo-partner"));
    const id = uuidv7();
    const created = await a.queue("experience.create", { id, ...experienceInput("Choir") });
    await a.engine.sync();
    await b.engine.sync();
    const fromB = await b.queue("experience.update", { id, ...experienceInput("Choir (B)") });
    await b.engine.sync();

    // Device A edits the same listing while its pull (carrying B's edit) is on the way.
    let local: string | null = null;
    a.faulty.beforeSend = async ({ path }) => {
      if (!path.startsWith("/api/sync/pull") || local) return;
      local = (await a.queue("experience.update", { id, ...experienceInput("Choir (A)") }))
        .mutationId;
    };
    await a.engine.sync();
    a.faulty.beforeSend = () => undefined;
    expect((await a.db.experiences.get(id))?.title).toBe("Choir (A)");
    expect((await a.db.shadows.toArray()).map((s) => s.data?.title)).toEqual(["Choir (B)"]);

    expect(await a.engine.sync()).toBe("synced"); // A's edit goes last: last writer wins
    expect(await b.engine.sync()).toBe("synced");
    expect((await b.db.experiences.get(id))?.title).toBe("Choir (A)");
    await expectConverged(server, a, [created.mutationId, local!]);
    await expectConverged(server, b, [fromB.mutationId]);
  });

  it("a removal on one device arrives on the other as a tombstone", async () => {
    const alex = await server.login("demo-individual");
    const phone = createTestClient(server);
    const laptop = createTestClient(server);
    await phone.signIn(alex);
    await laptop.signIn(alex);
    await phone.engine.sync();
    const e = (await phone.db.experiences.toCollection().first())!;
    await phone.queue("favorite.add", { id: uuidv7(), experienceId: e.id });
    await phone.engine.sync();
    await laptop.engine.sync();
    expect(await laptop.db.favorites.count()).toBe(1);

    await laptop.queue("favorite.remove", { experienceId: e.id });
    await laptop.engine.sync();
    await phone.engine.sync();
    expect(await phone.db.favorites.count()).toBe(0);
    await expectConverged(server, phone, []);
  });
});
