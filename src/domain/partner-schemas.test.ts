import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { doorHelperInputEntries, PARTNER_LIMITS, partnerProfileSchema } from "./partner-schemas.ts";
import { R } from "./reasons.ts";
import { validate } from "./validation.ts";

const base = { organisationName: "  Riga Arts House  " };

describe("partnerProfileSchema", () => {
  it("needs only a name; everything else is cleared to null or an empty list", () => {
    expect(v.parse(partnerProfileSchema, { ...base, userId: "dropped" })).toEqual({
      organisationName: "Riga Arts House",
      venues: [],
      contactEmail: null,
      contactPhone: null,
      website: null,
      description: null,
      accessibilityInfo: null,
    });
  });

  it("requires the organisation name and bounds it", () => {
    for (const organisationName of [undefined, null, "", "   "]) {
      expect(validate(partnerProfileSchema, { organisationName })).toMatchObject({
        ok: false,
        errors: { organisationName: R.organisation_name_required },
      });
    }
    expect(validate(partnerProfileSchema, { organisationName: "x".repeat(201) })).toMatchObject({
      ok: false,
      errors: { organisationName: R.organisation_name_too_long },
    });
  });

  it("reads venues one per line (or a list), trimmed, without blanks or repeats", () => {
    const fromLines = v.parse(partnerProfileSchema, {
      ...base,
      venues: " Main hall \r\n\nGarden\nMain hall\n  ",
    });
    expect(fromLines.venues).toEqual(["Main hall", "Garden"]);
    const fromList = v.parse(partnerProfileSchema, { ...base, venues: ["Garden", " Garden", ""] });
    expect(fromList.venues).toEqual(["Garden"]);
  });

  it("limits how many venues and how long each is", () => {
    const many = Array.from({ length: PARTNER_LIMITS.venues + 1 }, (_, i) => `Venue ${i}`);
    expect(validate(partnerProfileSchema, { ...base, venues: many })).toMatchObject({
      ok: false,
      errors: { venues: R.partner_venues_too_many },
    });
    // Repeats are dropped before counting.
    const repeated = [...many.slice(0, PARTNER_LIMITS.venues), "Venue 0"];
    expect(validate(partnerProfileSchema, { ...base, venues: repeated }).ok).toBe(true);
    expect(
      validate(partnerProfileSchema, { ...base, venues: ["x".repeat(PARTNER_LIMITS.venue + 1)] }),
    ).toMatchObject({ ok: false, errors: { venues: R.partner_venue_too_long } });
    expect(validate(partnerProfileSchema, { ...base, venues: 7 })).toMatchObject({ ok: false });
  });

  it("checks the e-mail address and the website", () => {
    const ok = v.parse(partnerProfileSchema, {
      ...base,
      contactEmail: " hello@arts.example ",
      website: "https://arts.example/about",
    });
    expect(ok).toMatchObject({
      contactEmail: "hello@arts.example",
      website: "https://arts.example/about",
    });
    expect(validate(partnerProfileSchema, { ...base, contactEmail: "not-an-email" })).toMatchObject(
      { ok: false, errors: { contactEmail: R.email_invalid } },
    );
    for (const website of [
      "arts.example",
      "javascript:alert(1)",
      "ftp://arts.example",
      "http:// x",
    ]) {
      expect(validate(partnerProfileSchema, { ...base, website }), website).toMatchObject({
        ok: false,
        errors: { website: R.partner_website_invalid },
      });
    }
  });

  it("bounds the phone, description and accessibility texts", () => {
    const cases = [
      ["contactPhone", 41, R.partner_phone_too_long],
      ["description", PARTNER_LIMITS.description + 1, R.partner_description_too_long],
      ["accessibilityInfo", PARTNER_LIMITS.accessibility + 1, R.partner_accessibility_too_long],
    ] as const;
    for (const [field, length, code] of cases) {
      expect(
        validate(partnerProfileSchema, { ...base, [field]: "x".repeat(length) }),
      ).toMatchObject({ ok: false, errors: { [field]: code } });
      expect(validate(partnerProfileSchema, { ...base, [field]: "x".repeat(length - 1) }).ok).toBe(
        true,
      );
    }
  });
});

describe("door helper input", () => {
  const schema = v.object(doorHelperInputEntries);

  it("takes a trimmed username, required and bounded", () => {
    expect(v.parse(schema, { username: "  door.keeper " })).toEqual({ username: "door.keeper" });
    expect(validate(schema, {})).toMatchObject({
      ok: false,
      errors: { username: R.username_required },
    });
    expect(validate(schema, { username: "x".repeat(201) })).toMatchObject({
      ok: false,
      errors: { username: R.username_too_long },
    });
  });
});
