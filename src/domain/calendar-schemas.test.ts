import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { calendarEventInputSchema } from "./calendar-schemas.ts";
import { R } from "./reasons.ts";
import { validate } from "./validation.ts";

const base = {
  userId: "dropped",
  title: "Pottery",
  startTime: "2026-05-01T18:00:00.000Z",
  endTime: "2026-05-01T20:00:00.000Z",
};

describe("calendarEventInputSchema", () => {
  it("fills defaults and converts times to ISO", () => {
    const out = v.parse(calendarEventInputSchema, { ...base, startTime: "2026-05-01T20:00+02:00" });
    expect(out).toEqual({
      title: "Pottery",
      description: null,
      startTime: "2026-05-01T18:00:00.000Z",
      endTime: "2026-05-01T20:00:00.000Z",
      location: null,
      category: "personal",
      eventType: "custom",
      experienceId: null,
    });
  });

  it("reads datetime-local values as local time", () => {
    const out = v.parse(calendarEventInputSchema, {
      ...base,
      startTime: "2026-05-01T18:00",
      endTime: "2026-05-01T20:00",
    });
    expect(out.startTime).toBe(new Date(2026, 4, 1, 18).toISOString());
  });

  it("names the invalid value", () => {
    expect(validate(calendarEventInputSchema, { ...base, startTime: "soon" })).toMatchObject({
      ok: false,
      errors: { startTime: "start_time_invalid" },
    });
    expect(validate(calendarEventInputSchema, { ...base, endTime: "later" })).toMatchObject({
      ok: false,
      errors: { endTime: "end_time_invalid" },
    });
  });

  it("requires title, start and end", () => {
    expect(validate(calendarEventInputSchema, {})).toMatchObject({
      ok: false,
      errors: {
        title: "title_required",
        startTime: R.start_time_required,
        endTime: R.end_time_required,
      },
    });
  });

  it("requires the end after the start", () => {
    expect(validate(calendarEventInputSchema, { ...base, endTime: base.startTime })).toMatchObject({
      ok: false,
      errors: { endTime: "end_before_start" },
    });
  });

  it("requires an experience id for experience events", () => {
    expect(validate(calendarEventInputSchema, { ...base, eventType: "experience" })).toMatchObject({
      ok: false,
      errors: { experienceId: R.event_experience_required },
    });
    const id = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
    expect(
      v.parse(calendarEventInputSchema, { ...base, eventType: "experience", experienceId: id }),
    ).toMatchObject({ eventType: "experience", experienceId: id });
  });
});
