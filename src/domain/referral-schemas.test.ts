import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { R } from "./reasons.ts";
import { referralInputSchema } from "./referral-schemas.ts";
import { registrationInputSchema } from "./registration-schemas.ts";
import { validate } from "./validation.ts";

const experienceId = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

describe("referralInputSchema", () => {
  it("needs only the client's name", () => {
    expect(v.parse(referralInputSchema, { clientName: " Jo " })).toEqual({
      clientName: "Jo",
      clientEmail: null,
      experienceId: null,
      notes: null,
      clientUsername: null,
      milestone: null,
      experienceIds: [],
    });
  });

  it("takes up to 5 suggested experiences, each once", () => {
    const id = "0197aaaa-0000-7000-8000-0000000000e1";
    expect(
      v.parse(referralInputSchema, { clientName: "Jo", experienceIds: [id, id.toUpperCase()] })
        .experienceIds,
    ).toEqual([id]);
    const six = Array.from({ length: 6 }, (_, i) => `0197aaaa-0000-7000-8000-00000000000${i}`);
    expect(validate(referralInputSchema, { clientName: "Jo", experienceIds: six })).toMatchObject({
      ok: false,
      errors: { experienceIds: R.referral_too_many_experiences },
    });
  });

  it("validates e-mail when given, notes length and drops the professional id", () => {
    expect(validate(referralInputSchema, { clientName: "", clientEmail: "x" })).toMatchObject({
      ok: false,
      errors: { clientName: R.client_name_required, clientEmail: R.email_invalid },
    });
    expect(
      validate(referralInputSchema, { clientName: "Jo", notes: "x".repeat(2001) }),
    ).toMatchObject({ ok: false, errors: { notes: R.referral_notes_too_long } });
    const out = v.parse(referralInputSchema, { clientName: "Jo", experienceId, professionalId: 1 });
    expect(out).not.toHaveProperty("professionalId");
    expect(out.experienceId).toBe(experienceId);
  });
});

describe("an existing client's referral", () => {
  it("needs their username or e-mail, beside that field, with every other message", () => {
    for (const clientUsername of [undefined, null, "", "   "]) {
      expect(
        validate(referralInputSchema, { clientKind: "existing", clientName: "Jo", clientUsername }),
      ).toMatchObject({ ok: false, errors: { clientUsername: R.client_username_required } });
    }
    expect(validate(referralInputSchema, { clientKind: "existing", clientName: "" })).toMatchObject(
      {
        ok: false,
        errors: {
          clientName: R.client_name_required,
          clientUsername: R.client_username_required,
        },
      },
    );
    expect(
      v.parse(referralInputSchema, {
        clientKind: "existing",
        clientName: "Jo",
        clientUsername: " jo-b ",
      }),
    ).toMatchObject({ clientKind: "existing", clientUsername: "jo-b" });
  });

  it("a new client (or an older app that sends no kind) needs none", () => {
    expect(v.is(referralInputSchema, { clientKind: "new", clientName: "Jo" })).toBe(true);
    expect(v.is(referralInputSchema, { clientName: "Jo" })).toBe(true);
    expect(v.is(referralInputSchema, { clientKind: "someone", clientName: "Jo" })).toBe(false);
  });
});

describe("registrationInputSchema", () => {
  it("defaults status to registered and refuses others", () => {
    expect(v.parse(registrationInputSchema, { experienceId })).toEqual({
      experienceId,
      status: "registered",
    });
    expect(v.safeParse(registrationInputSchema, { experienceId, status: "attended" }).success).toBe(
      false,
    );
  });
});
