import { describe, expect, it } from "vitest";
import { defaultReminderFor, notificationSettingsOf } from "./notification-settings.ts";
import { profilePatchSchema } from "./profile-schemas.ts";
import { validate } from "./validation.ts";

describe("notification settings", () => {
  it("reads rows without settings (older builds) as the defaults", () => {
    expect(notificationSettingsOf({})).toEqual({
      remindersEnabled: true,
      defaultReminderLead: "none",
    });
    expect(notificationSettingsOf(undefined).remindersEnabled).toBe(true);
  });

  it("reads a lead this build does not know as none", () => {
    expect(notificationSettingsOf({ defaultReminderLead: "3w" }).defaultReminderLead).toBe("none");
    expect(notificationSettingsOf({ defaultReminderLead: "2h" }).defaultReminderLead).toBe("2h");
  });

  it("gives a new entry the default lead only while reminders are on", () => {
    expect(defaultReminderFor({ remindersEnabled: true, defaultReminderLead: "1d" })).toBe("1d");
    expect(defaultReminderFor({ remindersEnabled: false, defaultReminderLead: "1d" })).toBeNull();
    expect(defaultReminderFor({ remindersEnabled: true, defaultReminderLead: "none" })).toBeNull();
  });

  it("are profile patch keys: only those sent change, unknown leads are refused", () => {
    expect(validate(profilePatchSchema, { defaultReminderLead: "15m" })).toEqual({
      ok: true,
      value: { defaultReminderLead: "15m" },
    });
    const bad = validate(profilePatchSchema, { defaultReminderLead: "3w" });
    expect(bad.ok ? null : bad.errors.defaultReminderLead).toBe("reminder_type_invalid");
  });
});
