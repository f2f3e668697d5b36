import { describe, expect, it } from "vitest";
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  EXPORT_TABLES,
  exportCsv,
  toCsv,
} from "./account-export.ts";

describe("toCsv", () => {
  it("writes a header and CRLF lines, columns in the given order", () => {
    expect(toCsv([{ b: 2, a: "x,y" }], ["a", "b"])).toBe('a,b\r\n"x,y",2\r\n');
  });

  it("keeps the header of an empty table", () => {
    expect(toCsv([], ["id", "mood"])).toBe("id,mood\r\n");
  });
});

describe("exportCsv", () => {
  const data: AccountExport = {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: "2025-06-02T09:00:00.000Z",
    profile: {
      username: "rita",
      wellbeingGoals: ["Boost creativity", "Find inner peace"],
      preferredCategories: [],
    },
    moods: [{ id: "m1", mood: "joyful", intensity: 7, notes: "-great", createdAt: "2025-06-01" }],
    registrations: [],
    feedback: [],
    favorites: [],
    calendarEvents: [],
    reminders: [],
    inquiries: [],
  };

  it("makes one file per table, the profile's lists joined", () => {
    expect(EXPORT_TABLES.map((table) => exportCsv(data, table).split("\r\n")[0])).toHaveLength(8);
    const profile = exportCsv(data, "profile").split("\r\n");
    expect(profile[1]).toContain("rita");
    expect(profile[1]).toContain("Boost creativity; Find inner peace");
    expect(exportCsv(data, "moods")).toBe(
      "id,mood,intensity,notes,createdAt\r\nm1,joyful,7,'-great,2025-06-01\r\n",
    );
    expect(exportCsv(data, "registrations")).toBe(
      "id,experienceId,experienceTitle,experienceDate,status,registeredAt,attendedAt,cancelledAt\r\n",
    );
  });
});
