import { describe, expect, it } from "vitest";
import { accountExportOf, exportRow } from "#testing/account-export-fixture.ts";
import {
  exportCsv,
  exportFileName,
  exportRowCount,
  isExportTable,
  toCsv,
} from "./account-export.ts";
import { EXPORT_COLUMNS, EXPORT_TABLES } from "./account-export-columns.ts";

describe("toCsv", () => {
  it("writes a header and CRLF lines, columns in the given order", () => {
    expect(toCsv([{ b: 2, a: "x,y" }], ["a", "b"])).toBe('a,b\r\n"x,y",2\r\n');
  });

  it("keeps the header of an empty table", () => {
    expect(toCsv([], ["id", "mood"])).toBe("id,mood\r\n");
  });
});

describe("exportCsv", () => {
  const data = accountExportOf("rita", {
    moods: [
      exportRow("moods", {
        id: "m1",
        mood: "joyful",
        intensity: 7,
        notes: "-great",
        createdAt: "2025-06-01",
      }),
    ],
    referralsMade: [
      exportRow("referralsMade", { id: "r1", clientName: "@Jo", experienceIds: ["e1", "e2"] }),
    ],
  });
  data.profile.wellbeingGoals = ["Boost creativity", "Find inner peace"];

  it("makes one file per table, each headed by its columns; lists are joined", () => {
    expect(EXPORT_TABLES.map((table) => exportCsv(data, table).split("\r\n")[0])).toEqual(
      EXPORT_TABLES.map((table) => EXPORT_COLUMNS[table].join(",")),
    );
    const profile = exportCsv(data, "profile").split("\r\n");
    expect(profile[1]).toContain("rita");
    expect(profile[1]).toContain("Boost creativity; Find inner peace");
    expect(exportCsv(data, "moods")).toBe(
      "id,mood,intensity,notes,experienceId,moment,createdAt\r\nm1,joyful,7,'-great,,,2025-06-01\r\n",
    );
    expect(exportCsv(data, "referralsMade").split("\r\n")[1]).toBe("r1,'@Jo,,,e1; e2,,,");
    expect(exportCsv(data, "registrations")).toBe(`${EXPORT_COLUMNS.registrations.join(",")}\r\n`);
  });

  it("counts rows per table, the profile as one", () => {
    expect(exportRowCount(data, "profile")).toBe(1);
    expect(exportRowCount(data, "moods")).toBe(1);
    expect(exportRowCount(data, "sessions")).toBe(0);
  });
});

describe("names", () => {
  it("knows its tables and names their files by day", () => {
    expect(isExportTable("doorHelpers")).toBe(true);
    expect(isExportTable("users")).toBe(false);
    expect(isExportTable("toString")).toBe(false);
    expect(exportFileName("json", "2025-06-02T09:00:00.000Z")).toBe(
      "culturewell-my-data-2025-06-02.json",
    );
    expect(exportFileName("referralSteps", "2025-06-02T09:00:00.000Z")).toBe(
      "culturewell-referral-steps-2025-06-02.csv",
    );
  });
});
