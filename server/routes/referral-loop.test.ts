import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attentionReasons, referralSummary } from "#domain/referral-loop.ts";
import { markNoShows } from "../services/no-shows.ts";
import { runNudgeTick } from "../services/referral-nudges.ts";
import type { Account } from "../testing/accounts.ts";
import {
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import {
  accept,
  close,
  newId,
  ONS4_HIGH,
  ONS4_LOW,
  outcome,
  refer,
  referralAs,
} from "../testing/referral-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

/**
 * Closing the loop (docs/referral-loop.md): a summary step when a referral ends or reaches the
 * professional's milestone, read with `referral.review`; reminders after 14 days.
 */

let t: TestApp;
let w: World;
let pro: Account;
let client: Account;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  pro = await quickAccount(t, "dr-rivers", "professional");
  client = await quickAccount(t, "casey");
});
afterEach(() => t.close());

const DAY = 86_400_000;
// The test world starts on 2025-06-02; sessions (30 days) outlive these three weeks.
const sessionDates = ["2025-06-05", "2025-06-12", "2025-06-19"];

/** Three weekly sessions of the partner; the clock stays before the first. */
async function threeSessions(): Promise<string[]> {
  const ids: string[] = [];
  for (const day of sessionDates) {
    ids.push(await listing(t, w.partner, { date: `${day}T17:00:00.000Z`, maxParticipants: 5 }));
  }
  return ids;
}

/** The client registers for a session and the door scans them at 16:55 on its day. */
async function attend(experienceId: string, day: string) {
  expect(outcome(await register(t, client, experienceId))).toBe("applied");
  const registration = await registrationOf(t, client.user.id, experienceId);
  t.clock.set(new Date(`${day}T17:05:00.000Z`));
  const scanned = await scan(t, w.partner, {
    registrationId: registration?.id ?? "",
    experienceId,
    scannedAt: `${day}T16:55:00.000Z`,
  });
  expect(scanned.status).toBe("applied");
  t.clock.set(new Date(`${day}T20:00:00.000Z`));
}

describe("the message back to the referrer", () => {
  it("three attended sessions: a summary with their dates and the ONS4 change, until read", async () => {
    const sessions = await threeSessions();
    const id = newId();
    const made = await refer(t, pro, {
      id,
      clientUsername: "casey",
      experienceIds: sessions,
      milestone: "attended_3",
    });
    expect(made.status).toBe(201);
    expect(outcome(await accept(t, client, id, true))).toBe("applied");
    for (const [i, experienceId] of sessions.entries()) {
      await attend(experienceId, sessionDates[i] ?? "");
      const now = await referralAs(t, pro, id);
      const summaries = now.timeline.filter((s: { status: string }) => s.status === "summary");
      expect(summaries).toHaveLength(i === 2 ? 1 : 0);
    }
    const reached = await referralAs(t, pro, id);
    expect(reached.timeline.at(-1)).toMatchObject({ status: "summary", reason: "attended_3" });
    expect(reached.milestone).toBe("attended_3");
    const done = await push1(t, client, "referral.followUp", { id, followUp: ONS4_HIGH });
    expect(outcome(done)).toBe("applied");
    const ended = await referralAs(t, pro, id);
    const summary = referralSummary(ended);
    expect(summary.sessions.attended).toEqual(sessionDates.map((d) => `${d}T16:55:00.000Z`));
    expect(summary.sessions.booked).toHaveLength(3);
    expect(summary.sessions.missed).toEqual([]);
    expect(summary.ons4?.find((c) => c.item === "anxiety")).toMatchObject({
      before: ONS4_LOW.anxiety,
      after: ONS4_HIGH.anxiety,
      direction: "improved",
    });
    expect(ended.timeline.at(-1)).toMatchObject({ status: "summary", reason: "ended" });
    expect(attentionReasons(ended, t.clock())).toEqual(["summary"]);

    expect(outcome(await push1(t, pro, "referral.review", { id }))).toBe("applied");
    expect(attentionReasons(await referralAs(t, pro, id), t.clock())).toEqual([]);
    // The client does not see the professional's milestone or reading.
    expect(await referralAs(t, client, id)).toMatchObject({ milestone: null, reviewedAt: null });
    // Only the referring professional reads it.
    expect(await push1(t, client, "referral.review", { id })).toMatchObject({
      status: "rejected",
      error: { code: "referral_not_found" },
    });
  });

  it("two missed sessions in a row, and a closed referral, each send one summary", async () => {
    const sessions = await threeSessions();
    const id = newId();
    await refer(t, pro, {
      id,
      clientUsername: "casey",
      experienceIds: sessions,
      milestone: "missed_2",
    });
    expect(outcome(await accept(t, client, id))).toBe("applied");
    for (const [i, experienceId] of sessions.slice(0, 2).entries()) {
      await register(t, client, experienceId);
      t.clock.set(new Date(`${sessionDates[i]}T19:00:00.000Z`));
      await markNoShows(t.db, t.clock());
    }
    const missed = await referralAs(t, pro, id);
    expect(missed.timeline.filter((s: { status: string }) => s.status === "summary")).toEqual([
      expect.objectContaining({ reason: "missed_2" }),
    ]);
    expect(outcome(await close(t, pro, id))).toBe("applied");
    const closed = await referralAs(t, pro, id);
    expect(
      closed.timeline
        .filter((s: { status: string }) => s.status === "summary")
        .map((s: { reason: string }) => s.reason),
    ).toEqual(["missed_2", "ended"]);
  });

  it("a milestone that is not one of the offered ones is refused, beside its field", async () => {
    const made = await refer(t, pro, {
      id: newId(),
      clientUsername: "casey",
      milestone: "forever",
    });
    expect(made.status).toBe(400);
    expect(made.body).toMatchObject({ errors: { milestone: "invalid_input" } });
  });
});

describe("nudges after 14 days", () => {
  it("an unanswered referral reminds its client once; an accepted one not booked, once too", async () => {
    const unanswered = newId();
    await refer(t, pro, { id: unanswered, clientUsername: "casey" });
    const notBooked = newId();
    await refer(t, pro, { id: notBooked, clientUsername: "casey" });
    expect(outcome(await accept(t, client, notBooked))).toBe("applied");
    const start = t.clock().getTime();

    t.clock.set(new Date(start + 13 * DAY));
    const early = (await runNudgeTick(t.db, t.clock())).nudges;
    expect(early.filter((n) => n.clientId === client.user.id)).toEqual([]);
    expect(attentionReasons(await referralAs(t, pro, unanswered), t.clock())).toEqual([]);

    t.clock.set(new Date(start + 14 * DAY + 60_000));
    const tick = await runNudgeTick(t.db, t.clock());
    const ours = tick.nudges.filter((n) => n.clientId === client.user.id);
    expect(ours.map((n) => [n.referralId, n.kind]).sort()).toEqual(
      [
        [unanswered, "unanswered"],
        [notBooked, "not_booked"],
      ].sort(),
    );
    const seen = await referralAs(t, client, unanswered);
    expect(seen.timeline.at(-1)).toMatchObject({ status: "reminded", reason: "unanswered" });
    expect(attentionReasons(await referralAs(t, pro, unanswered), t.clock())).toEqual([
      "unanswered",
    ]);
    expect(attentionReasons(await referralAs(t, pro, notBooked), t.clock())).toEqual([
      "not_booked",
    ]);

    t.clock.set(new Date(start + 15 * DAY));
    const again = (await runNudgeTick(t.db, t.clock())).nudges;
    expect(again.filter((n) => n.clientId === client.user.id)).toEqual([]); // once per kind
  });
});

describe("the invitation code's expiry", () => {
  it("is shown to the professional and can be renewed while the referral waits", async () => {
    const id = newId();
    const made = await refer(t, pro, { id });
    const first = made.body.inviteCode as string;
    const waiting = await referralAs(t, pro, id);
    expect(Date.parse(waiting.inviteCodeExpiresAt) - t.clock().getTime()).toBe(30 * DAY);

    t.clock.advance(29 * DAY);
    expect(outcome(await push1(t, pro, "referral.renewCode", { id }))).toBe("applied");
    const renewed = await referralAs(t, pro, id);
    expect(renewed.inviteCode).not.toBe(first);
    expect(Date.parse(renewed.inviteCodeExpiresAt) - t.clock().getTime()).toBe(30 * DAY);
    const signUp = (code: string, username: string) =>
      call(t, "POST", "/api/auth/signup", {
        body: { username, password: "secret-pass-1", userType: "individual", invitationCode: code },
      });
    expect((await signUp(first, "too-late-tam")).status).toBe(400);
    expect((await signUp(renewed.inviteCode, "on-time-tia")).status).toBe(201);
    // Linked now: nothing left to renew, and only the referring professional could have.
    expect(outcome(await push1(t, pro, "referral.renewCode", { id }))).toBe(
      "referral_transition_invalid",
    );
    expect(outcome(await push1(t, client, "referral.renewCode", { id }))).toBe(
      "referral_not_found",
    );
  });
});
