import { describe, expect, it } from "vitest";
import { uuidv7 } from "./ids.ts";
import { MUTATION_NAMES, parseMutation } from "./mutations.ts";

const experienceId = uuidv7();

describe("mutation catalogue", () => {
  /**
   * The names on the wire, written out: the one hand-kept list of them (docs/adding-a-mutation.md).
   * Installed apps keep queueing the names they were built with, so renaming or dropping one is
   * a deliberate act, seen in review here; adding one adds it here.
   */
  it("has the names clients send, and only those", () => {
    expect([...MUTATION_NAMES].sort()).toEqual([
      "calendarEvent.create",
      "calendarEvent.delete",
      "calendarEvent.update",
      "checkin.record",
      "contact.submit",
      "doorHelper.add",
      "doorHelper.remove",
      "eventReminder.dismiss",
      "eventReminder.remove",
      "eventReminder.set",
      "experience.create",
      "experience.update",
      "favorite.add",
      "favorite.remove",
      "feedback.submit",
      "inquiry.create",
      "mood.log",
      "newsletter.subscribe",
      "partnerProfile.update",
      "profile.update",
      "referral.close",
      "referral.consent",
      "referral.create",
      "referral.followUp",
      "referral.renewCode",
      "referral.respond",
      "referral.review",
      "registration.cancel",
      "registration.create",
    ]);
  });

  it.each(MUTATION_NAMES)("%s refuses args that are not an object, with a reason code", (name) => {
    for (const args of [null, "args", 7]) {
      expect(parseMutation(name, args)).toMatchObject({
        ok: false,
        error: { code: "invalid_input" },
      });
    }
  });

  it("parses a mood with a client-made id and narrows by name", () => {
    const id = uuidv7();
    const r = parseMutation("mood.log", { id, mood: "calm-ish", intensity: 3 });
    expect(r.ok).toBe(false);
    const ok = parseMutation("mood.log", { id, mood: "stressed", notes: "", userId: "x" });
    expect(ok).toEqual({
      ok: true,
      mutation: { name: "mood.log", args: { id, mood: "stressed", intensity: 5 } },
    });
    if (ok.ok && ok.mutation.name === "mood.log") {
      expect(ok.mutation.args.intensity).toBe(5);
    }
  });

  it("takes a mood's moment around a visit and refuses others with a reason code", () => {
    const id = uuidv7();
    for (const moment of ["arrival", "after", null] as const) {
      const r = parseMutation("mood.log", { id, mood: "curious", experienceId, moment });
      expect(r).toMatchObject({ ok: true, mutation: { args: { experienceId, moment } } });
    }
    expect(parseMutation("mood.log", { id, mood: "sad", experienceId, moment: "during" })).toEqual({
      ok: false,
      error: {
        code: "mood_moment_invalid",
        message: "The moment of a mood must be arrival or after",
        errors: { moment: "mood_moment_invalid" },
      },
    });
    expect(parseMutation("mood.log", { id, mood: "sad", moment: "arrival" })).toMatchObject({
      ok: false,
      error: { code: "mood_moment_needs_visit", errors: { moment: "mood_moment_needs_visit" } },
    });
  });

  it("requires the row id for rows created offline", () => {
    const r = parseMutation("favorite.add", { experienceId });
    expect(r).toMatchObject({
      ok: false,
      error: { code: "id_invalid", errors: { id: "id_invalid" } },
    });
    expect(parseMutation("favorite.remove", { experienceId }).ok).toBe(true);
  });

  it("keeps the calendar cross-field checks with an id", () => {
    const r = parseMutation("calendarEvent.create", {
      id: uuidv7(),
      title: "Concert",
      startTime: "2026-05-01T20:00:00Z",
      endTime: "2026-05-01T18:00:00Z",
    });
    expect(r).toMatchObject({
      ok: false,
      error: { errors: { endTime: "end_before_start" } },
    });
  });

  it("drops server-owned fields from an experience", () => {
    const r = parseMutation("experience.create", {
      id: uuidv7(),
      title: "Drumming circle",
      description: "Play together, no experience needed.",
      category: "music",
      price: null,
      location: "Riga",
      venue: "Old Town Hall",
      date: "2026-09-01",
      imageUrl: "/images/drums.jpg",
      wellbeingBenefit: "Connection",
      createdBy: "mallory",
      isActive: false,
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.mutation.args).not.toHaveProperty("createdBy");
      expect(r.mutation.args).not.toHaveProperty("isActive");
    }
  });

  it("parses the profile patch, newsletter, contact, referral, inquiry and registration", () => {
    expect(parseMutation("profile.update", { bio: "Hi" })).toMatchObject({ ok: true });
    expect(parseMutation("newsletter.subscribe", { email: "A@B.example" })).toMatchObject({
      ok: true,
      mutation: { args: { email: "a@b.example" } },
    });
    expect(parseMutation("newsletter.subscribe", { email: "" })).toMatchObject({
      ok: false,
      error: { code: "email_required", message: "Email required" },
    });
    expect(
      parseMutation("contact.submit", {
        id: uuidv7(),
        name: "Sam",
        email: "sam@x.example",
        subject: "Hello",
        message: "Ten characters at least",
      }).ok,
    ).toBe(true);
    expect(parseMutation("referral.create", { id: uuidv7(), clientName: "Jo" }).ok).toBe(true);
    expect(
      parseMutation("inquiry.create", {
        id: uuidv7(),
        experienceId,
        name: "Jo",
        email: "jo@x.example",
      }).ok,
    ).toBe(true);
    expect(parseMutation("registration.create", { id: uuidv7(), experienceId })).toMatchObject({
      ok: true,
      mutation: { args: { status: "registered" } },
    });
  });

  it("rejects unknown names without throwing", () => {
    expect(parseMutation("user.delete", {})).toMatchObject({
      ok: false,
      error: { code: "unknown_mutation" },
    });
    expect(parseMutation("toString", {}).ok).toBe(false);
  });
});
