import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { listMyTickets } from "./registered-experiences.ts";
import {
  cancelRegistration,
  RegistrationNotCancellableError,
  registerForExperience,
  upcomingRegisteredExperiences,
} from "./registrations-repo.ts";

const user = testUser();
const NOW = new Date("2030-01-01T00:00:00.000Z");
const outboxNames = async () => (await db.outbox.orderBy("seq").toArray()).map((e) => e.name);
const exp = (n: number, overrides: Partial<ExperienceRow> = {}) =>
  testExperience({
    id: `0197aaaa-0000-7000-8000-0000000000e${n}`,
    title: `Experience ${n}`,
    date: `2031-01-0${n}T18:00:00.000Z`,
    ...overrides,
  });

async function registration(experience: ExperienceRow, status: string): Promise<RegistrationRow> {
  const row: RegistrationRow = {
    id: experience.id.replace("e", "a"),
    userId: user.id,
    experienceId: experience.id,
    status,
    registeredAt: "2030-01-01T00:00:00.000Z",
    attendedAt: null,
    completedAt: null,
    wellbeingImpact: null,
    ticketToken: null,
    cancelledAt: status === "cancelled" ? "2030-01-01T01:00:00.000Z" : null,
  };
  await db.registrations.put(row);
  return row;
}

beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user, expired: false });
});

describe("registrations repo", () => {
  it("expects a place while one is left, else the waiting list", async () => {
    await db.experiences.bulkPut([exp(1), exp(2, { maxParticipants: 3, placesTaken: 3 })]);
    expect((await registerForExperience(exp(1).id)).status).toBe("registered");
    expect((await registerForExperience(exp(2).id)).status).toBe("waitlisted");
    // Registering again while active queues nothing more.
    expect((await registerForExperience(exp(2).id)).status).toBe("waitlisted");
    expect(await outboxNames()).toEqual(["registration.create", "registration.create"]);
  });

  it("cancels until the start, and revives the same registration on registering again", async () => {
    await db.experiences.put(exp(1));
    const { id } = await registerForExperience(exp(1).id);
    expect(await cancelRegistration(exp(1).id, NOW)).toEqual({ from: "registered" });
    expect(await db.registrations.get(id)).toMatchObject({
      status: "cancelled",
      cancelledAt: NOW.toISOString(),
    });
    await expect(cancelRegistration(exp(1).id, NOW)).rejects.toBeInstanceOf(
      RegistrationNotCancellableError,
    );
    expect(await registerForExperience(exp(1).id)).toEqual({ id, status: "registered" });
    expect(await outboxNames()).toEqual([
      "registration.create",
      "registration.cancel",
      "registration.create",
    ]);
  });

  it("refuses to cancel once the experience has started, or without a registration", async () => {
    await db.experiences.bulkPut([exp(1), exp(2)]);
    await registration(exp(1), "registered");
    await expect(
      cancelRegistration(exp(1).id, new Date("2031-01-01T18:00:00.000Z")),
    ).rejects.toBeInstanceOf(RegistrationNotCancellableError);
    await expect(cancelRegistration(exp(2).id, NOW)).rejects.toBeInstanceOf(
      RegistrationNotCancellableError,
    );
    expect(await outboxNames()).toEqual([]);
  });

  it("counts only places held as upcoming: not cancelled, not waiting", async () => {
    const rows = [exp(1), exp(2), exp(3), exp(4)];
    await db.experiences.bulkPut(rows);
    await registration(exp(3), "registered");
    await registration(exp(1), "registered");
    await registration(exp(2), "cancelled");
    await registration(exp(4), "waitlisted");
    const upcoming = await upcomingRegisteredExperiences(user.id, NOW);
    expect(upcoming.map((e) => e.title)).toEqual(["Experience 1", "Experience 3"]);
  });

  it("lists tickets (places held) apart from the waiting list, cancelled ones not at all", async () => {
    await db.experiences.bulkPut([exp(1), exp(2), exp(3), exp(4), exp(5)]);
    await registration(exp(4), "attended");
    await registration(exp(1), "registered");
    await registration(exp(2), "cancelled");
    await registration(exp(3), "waitlisted");
    await registration(exp(5), "no_show");
    const { tickets, waitlist } = await listMyTickets(user.id);
    expect(tickets.map((r) => [r.experience.title, r.status])).toEqual([
      ["Experience 1", "registered"],
      ["Experience 4", "attended"],
    ]);
    expect(waitlist.map((r) => r.experience.title)).toEqual(["Experience 3"]);
  });
});
