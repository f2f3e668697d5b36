import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { moodEntries } from "../db/schema.ts";
import { runMutations } from "../services/mutation-runner.ts";
import { resolveTicketKeys } from "../services/ticket-keys.ts";
import { MAX_OFFLINE_DAYS } from "../services/trusted-time.ts";
import { type Account, loginAs } from "../testing/accounts.ts";
import { cancel, listing, quickAccount, register, registrationOf } from "../testing/door-world.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

/**
 * A device's clock is believed only inside a window the server defends (services/trusted-time.ts):
 * after the account existed, after this device's previous push, within MAX_OFFLINE_DAYS, never
 * in the future. Outside it the server's time is used.
 */
let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const PHONE = "0197a000-0000-7000-8000-0000000000a1";
const TABLET = "0197a000-0000-7000-8000-0000000000b2";
const ago = (ms: number) => new Date(t.clock().getTime() - ms).toISOString();

async function moodAt(account: Account, createdAt: string, clientId = PHONE): Promise<string> {
  const id = uuidv7();
  const m = mutation("mood.log", { id, mood: "joyful", intensity: 5 }, createdAt);
  const { status } = await pushAs(t, account, [m], clientId);
  expect(status).toBe(200);
  const row = await t.db.select().from(moodEntries).where(eq(moodEntries.id, id)).get();
  return row?.createdAt ?? "";
}

describe("the time a device claims for a change", () => {
  it("is kept for a change made offline since the device's previous push", async () => {
    t.clock.advance(5 * DAY);
    await moodAt(w.individual, ago(0)); // the phone syncs
    t.clock.advance(3 * DAY); // then three days offline
    const felt = ago(2 * DAY);
    expect(await moodAt(w.individual, felt)).toBe(felt);
  });

  it("is replaced by the server's when it is before the device's previous push", async () => {
    t.clock.advance(5 * DAY);
    await moodAt(w.individual, ago(0));
    t.clock.advance(DAY);
    expect(await moodAt(w.individual, ago(3 * DAY))).toBe(t.clock().toISOString());
    // Another device of the same person had not synced since: its offline time stands.
    expect(await moodAt(w.individual, ago(3 * DAY), TABLET)).toBe(ago(3 * DAY));
  });

  it("is replaced when it is before the account existed, too long ago, not a real date, or ahead", async () => {
    t.clock.advance((MAX_OFFLINE_DAYS + 5) * DAY);
    const me = await loginAs(t, "demo-individual"); // the old session has expired meanwhile
    const now = t.clock().toISOString();
    expect(await moodAt(me, "2000-01-01T00:00:00Z")).toBe(now);
    expect(await moodAt(me, ago((MAX_OFFLINE_DAYS + 1) * DAY), TABLET)).toBe(now);
    expect(await moodAt(me, ago((MAX_OFFLINE_DAYS - 1) * DAY), uuidv7())).toBe(
      ago((MAX_OFFLINE_DAYS - 1) * DAY),
    );
    expect(await moodAt(me, "2026-02-30T10:00:00Z", uuidv7())).toBe(now);
    expect(await moodAt(me, "2199-12-31T23:59:59Z", uuidv7())).toBe(now);
  });

  it("cannot put a latecomer ahead of the waiting list", async () => {
    const [ana, ben, cai] = [
      await quickAccount(t, "ana"),
      await quickAccount(t, "ben"),
      await quickAccount(t, "cai"),
    ];
    const id = await listing(t, w.partner, {
      maxParticipants: 1,
      date: "2025-07-01T17:00:00.000Z",
    });
    t.clock.advance(60_000);
    expect((await register(t, ana, id)).status).toBe("applied");
    t.clock.advance(60_000);
    expect((await register(t, ben, id)).status).toBe("applied"); // first in line
    t.clock.advance(60_000);
    expect((await register(t, cai, id, "2000-01-01T00:00:00.000Z")).status).toBe("applied");
    expect((await registrationOf(t, cai.user.id, id))?.registeredAt).toBe(t.clock().toISOString());
    t.clock.advance(60_000);
    await cancel(t, ana, id);
    expect((await registrationOf(t, ben.user.id, id))?.status).toBe("registered");
    expect((await registrationOf(t, cai.user.id, id))?.status).toBe("waitlisted");
  });
});

describe("a push for an account deleted meanwhile", () => {
  it("answers 'session expired' (401), never a database failure", async () => {
    const gone = { ...w.individual.user, id: uuidv7() };
    const deps = { db: t.db, clock: t.clock, ticketKeys: await resolveTicketKeys(t.db, undefined) };
    await expect(
      runMutations(
        deps,
        gone,
        [mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity: 5 })],
        {
          clientId: PHONE,
        },
      ),
    ).rejects.toMatchObject({ code: "session_expired" });
  });
});
