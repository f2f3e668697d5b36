import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { checkinInputEntries } from "./checkin-schemas.ts";
import { R } from "./reasons.ts";
import { validate } from "./validation.ts";

const schema = v.object(checkinInputEntries);
const base = {
  registrationId: "0197AAAA-0000-7000-8000-00000000A001",
  experienceId: "0197aaaa-0000-7000-8000-0000000000e1",
  scannedAt: "2030-06-01T18:01:00.000Z",
  deviceId: " door-1 ",
};

describe("checkin input", () => {
  it("normalises ids, trims the device and fills a missing device name", () => {
    expect(v.parse(schema, { ...base, extra: "dropped" })).toEqual({
      registrationId: "0197aaaa-0000-7000-8000-00000000a001",
      experienceId: base.experienceId,
      scannedAt: base.scannedAt,
      deviceId: "door-1",
      deviceName: null,
    });
  });

  it("trims the device name to 60 characters, blank is none", () => {
    expect(v.parse(schema, { ...base, deviceName: `  ${"n".repeat(80)}` }).deviceName).toBe(
      "n".repeat(60),
    );
    expect(v.parse(schema, { ...base, deviceName: "   " }).deviceName).toBeNull();
  });

  it("refuses bad ids, scan times and device ids with their codes", () => {
    expect(validate(schema, { ...base, registrationId: "12" })).toMatchObject({
      ok: false,
      errors: { registrationId: R.id_invalid },
    });
    for (const scannedAt of [
      "yesterday",
      "2030-06-01",
      "2026-02-30T10:00:00Z",
      "+275760-09-13T00:00:00.000Z",
      5,
    ]) {
      expect(validate(schema, { ...base, scannedAt }), String(scannedAt)).toMatchObject({
        ok: false,
        errors: { scannedAt: R.scanned_at_invalid },
      });
    }
    for (const deviceId of ["", "   ", "d".repeat(65), undefined]) {
      expect(validate(schema, { ...base, deviceId }), String(deviceId)).toMatchObject({
        ok: false,
        errors: { deviceId: R.device_id_invalid },
      });
    }
  });

  it("accepts a scan time with an offset", () => {
    expect(validate(schema, { ...base, scannedAt: "2030-06-01T20:01:00+02:00" }).ok).toBe(true);
  });
});
