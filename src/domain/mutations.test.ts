import { describe, expect, it } from "vitest";
import { uuidv7 } from "./ids.ts";
import { MUTATION_NAMES, MUTATION_SCHEMAS, parseMutation } from "./mutations.ts";

const experienceId = uuidv7();

describe("mutation catalogue", () => {
  it("has every name of the architecture", () => {
    expect([...MUTATION_NAMES].sort()).toEqual(
      [
        "mood.log",
        "favorite.add",
        "favorite.remove",
        "registration.create",
        "experience.create",
        "experience.update",
        "inquiry.create",
        "calendarEvent.create",
        "profile.update",
        "newsletter.subscribe",
        "contact.submit",
        "referral.create",
        "registration.cancel",
        "checkin.record",
        "partnerProfile.update",
        "doorHelper.add",
        "doorHelper.remove",
        "referral.respond",
        "referral.followUp",
        "referral.consent",
        "referral.close",
        "referral.review",
        "referral.renewCode",
        "calendarEvent.update",
        "calendarEvent.delete",
        "eventReminder.set",
        "eventReminder.remove",
        "eventReminder.dismiss",
        "feedback.submit",
      ].sort(),
    );
    for (const name of MUTATION_NAMES) expect(MUTATION_SCHEMAS[name]).toBeDefined();
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
