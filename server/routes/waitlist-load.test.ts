import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { holdsPlace } from "#domain/registration-lifecycle.ts";
import { userExperiences } from "../db/schema.ts";
import { resolveTicketKeys } from "../services/ticket-keys.ts";
import { verifyTicketToken } from "../services/ticket-tokens.ts";
import type { Account } from "../testing/accounts.ts";
import { countersOf, listing, push1, quickAccount } from "../testing/door-world.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

/**
 * Capacity 5, 30 people, hundreds of cancellations and re-registrations in random (seeded)
 * order through POST /api/sync/push. After every step: never more places than the capacity,
 * no ticket twice, the stored counters equal the rows, and the waiting list served in order
 * (checked against a plain model of the rules).
 */
const CAPACITY = 5;
const PEOPLE = 30;

let t: TestApp;
let w: World;
let people: Account[];
let experienceId: string;
let keys: Awaited<ReturnType<typeof resolveTicketKeys>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  people = [];
  for (let i = 0; i < PEOPLE; i++) people.push(await quickAccount(t, `load-${i}`));
  experienceId = await listing(t, w.partner, { maxParticipants: CAPACITY });
  keys = await resolveTicketKeys(t.db, undefined);
});
afterAll(() => t.close());

/** mulberry32: a small seeded PRNG, so a failure replays exactly. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const rows = () =>
  t.db.select().from(userExperiences).where(eq(userExperiences.experienceId, experienceId)).all();

async function checkInvariants(where: string) {
  const all = await rows();
  const holding = all.filter((r) => holdsPlace(r.status));
  expect(holding.length, `${where}: places taken`).toBeLessThanOrEqual(CAPACITY);
  const { stored, real } = await countersOf(t, experienceId);
  expect(stored, `${where}: stored counters`).toEqual(real);
  expect(real.placesTaken, `${where}: places`).toBe(holding.length);
  // Nobody waits while a place is free (the experience has not started).
  if (real.waitlistCount > 0) expect(real.placesTaken, `${where}: free place`).toBe(CAPACITY);
  // One ticket per place, each valid for its own registration; none without a place.
  for (const r of all) {
    if (!holdsPlace(r.status)) expect(r.ticketToken, `${where}: ${r.status} ticket`).toBeNull();
    else expect(verifyTicketToken(keys.publicKey, r.ticketToken ?? "")?.registrationId).toBe(r.id);
  }
  expect(new Set(holding.map((r) => r.ticketToken)).size).toBe(holding.length);
  return all;
}

type Status = "registered" | "waitlisted" | "cancelled";

/** The rules, written plainly: the reference the server must agree with. */
class Model {
  status = new Map<string, { status: Status; at: number }>();
  register(user: string, at: number): "applied" {
    const s = this.status.get(user)?.status;
    if (s === "registered" || s === "waitlisted") return "applied";
    const full = this.count("registered") >= CAPACITY;
    this.status.set(user, { status: full ? "waitlisted" : "registered", at });
    return "applied";
  }
  cancel(user: string): "applied" | "rejected" {
    const entry = this.status.get(user);
    if (!entry) return "rejected";
    const wasRegistered = entry.status === "registered";
    entry.status = "cancelled";
    if (wasRegistered) {
      const first = [...this.status.entries()]
        .filter(([, e]) => e.status === "waitlisted")
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (first) first[1].status = "registered";
    }
    return "applied";
  }
  count(status: Status) {
    return [...this.status.values()].filter((e) => e.status === status).length;
  }
}

describe("waiting list under load", () => {
  const model = new Model();

  it("30 registrations: 5 places, 25 waiting", async () => {
    for (const a of people) {
      t.clock.advance(1000);
      model.register(a.user.id, t.clock().getTime());
      expect(
        (await push1(t, a, "registration.create", { id: uuidv7(), experienceId })).status,
      ).toBe("applied");
      await checkInvariants(`register ${a.user.username}`);
    }
    expect((await countersOf(t, experienceId)).stored).toEqual({
      placesTaken: 5,
      waitlistCount: 25,
    });
  });

  it("300 random cancellations and re-registrations, one at a time, match the model", async () => {
    const next = random(11);
    for (let step = 0; step < 300; step++) {
      const a = people[Math.floor(next() * PEOPLE)] as Account;
      t.clock.advance(1000);
      const cancelling = next() < 0.5;
      const expected = cancelling
        ? model.cancel(a.user.id)
        : model.register(a.user.id, t.clock().getTime());
      const result = cancelling
        ? await push1(t, a, "registration.cancel", { experienceId })
        : await push1(t, a, "registration.create", { id: uuidv7(), experienceId });
      expect(result.status, `step ${step}`).toBe(expected);
      const all = await checkInvariants(`step ${step}`);
      const actual = new Map(all.map((r) => [r.userId, r.status]));
      for (const [user, entry] of model.status) {
        expect(actual.get(user), `step ${step}: ${user}`).toBe(entry.status);
      }
    }
  });

  it("pushes from many devices at once never overbook", async () => {
    const next = random(7);
    for (let round = 0; round < 15; round++) {
      t.clock.advance(1000);
      await Promise.all(
        people.slice(0, 20).map((a) => {
          const batch = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
            next() < 0.5
              ? mutation("registration.cancel", { experienceId }, t.clock().toISOString())
              : mutation(
                  "registration.create",
                  { id: uuidv7(), experienceId },
                  t.clock().toISOString(),
                ),
          );
          return pushAs(t, a, batch);
        }),
      );
      await checkInvariants(`round ${round}`);
    }
  });
});
