import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { type InProcessServer, startInProcessServer } from "#testing/in-process-server.ts";
import { countRows, expectConverged } from "#testing/sync-assertions.ts";
import { createTestClient, type TestClient } from "#testing/sync-harness.ts";

/**
 * Calendar changes made offline (create, edit, remind, delete) reach the real server exactly
 * once through the real engine, also when a response is lost after the server committed.
 */

let server: InProcessServer;
let client: TestClient;
let userId: string;

beforeEach(async () => {
  server = await startInProcessServer();
  client = createTestClient(server);
  const alex = await server.login("demo-individual");
  userId = alex.userId;
  await client.signIn(alex);
  expect(await client.engine.sync()).toBe("synced");
});
afterEach(() => server.close());

const event = (title: string) => ({
  title,
  startTime: "2031-05-01T16:00:00.000Z",
  endTime: "2031-05-01T18:00:00.000Z",
  location: "Park",
});
const events = () => countRows(server, "calendar_events", "user_id = ?", userId);
const reminders = () => countRows(server, "event_reminders", "user_id = ?", userId);

describe("calendar sync", () => {
  it("offline create, edit and reminder arrive once, in order, despite a lost response", async () => {
    const id = uuidv7();
    const reminderId = uuidv7();
    const queued = [
      (await client.queue("calendarEvent.create", { id, ...event("Sketching") })).mutationId,
      (await client.queue("calendarEvent.update", { id, ...event("Sketching, moved") })).mutationId,
      (
        await client.queue("eventReminder.set", {
          id: reminderId,
          calendarEventId: id,
          reminderType: "1h",
        })
      ).mutationId,
    ];
    expect((await client.db.calendarEvents.get(id))?.title).toBe("Sketching, moved");

    client.faulty.plan("drop-response");
    expect(await client.engine.sync()).toBe("offline");
    expect(await client.engine.sync()).toBe("synced");

    expect(await events()).toBe(1);
    expect(await reminders()).toBe(1);
    expect(
      (await server.sql<{ title: string }>("select title from calendar_events where id = ?", id))[0]
        ?.title,
    ).toBe("Sketching, moved");
    expect((await client.db.eventReminders.get(reminderId))?.reminderTime).toBe(
      "2031-05-01T15:00:00.000Z",
    );
    await expectConverged(server, client, queued);
  });

  it("an offline delete removes the event and its reminder everywhere", async () => {
    const id = uuidv7();
    const first = [
      (await client.queue("calendarEvent.create", { id, ...event("Walk") })).mutationId,
      (
        await client.queue("eventReminder.set", {
          id: uuidv7(),
          calendarEventId: id,
          reminderType: "1d",
        })
      ).mutationId,
    ];
    expect(await client.engine.sync()).toBe("synced");
    await expectConverged(server, client, first);

    const removed = await client.queue("calendarEvent.delete", { id });
    expect(await client.db.calendarEvents.get(id)).toBeUndefined();
    expect(await client.engine.sync()).toBe("synced");
    expect(await events()).toBe(0);
    expect(await reminders()).toBe(0);
    expect(await client.db.eventReminders.count()).toBe(0); // the tombstone arrived
    await expectConverged(server, client, [removed.mutationId]);
  });
});
