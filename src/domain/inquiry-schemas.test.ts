import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { inquiryInputSchema } from "./inquiry-schemas.ts";
import { R } from "./reasons.ts";
import { validate } from "./validation.ts";

const experienceId = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

describe("inquiryInputSchema", () => {
  it("accepts name, email, optional message and experienceId", () => {
    const out = v.parse(inquiryInputSchema, {
      name: " Alex ",
      email: "alex@culturewell.example",
      message: "",
      experienceId,
      userId: "dropped",
    });
    expect(out).toEqual({
      name: "Alex",
      email: "alex@culturewell.example",
      message: null,
      experienceId,
    });
  });

  it("gives each field's message", () => {
    const r = validate(inquiryInputSchema, { name: "", email: "nope", experienceId });
    expect(r).toMatchObject({
      ok: false,
      errors: { name: "name_required", email: "email_invalid" },
    });
    expect(
      validate(inquiryInputSchema, {
        name: "A",
        email: "a@b.example",
        message: "x".repeat(2001),
        experienceId,
      }),
    ).toMatchObject({ ok: false, errors: { message: R.inquiry_message_too_long } });
  });

  it("requires a valid experience id", () => {
    expect(
      v.safeParse(inquiryInputSchema, { name: "A", email: "a@b.example", experienceId: "1" })
        .success,
    ).toBe(false);
  });
});
