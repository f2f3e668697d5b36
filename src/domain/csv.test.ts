import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv.ts";

describe("csvCell (RFC 4180)", () => {
  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('she said "hi"')).toBe('"she said ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\r")).toBe('"cr\r"');
  });

  it("writes empty for null, numbers and booleans as they are", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(false)).toBe("false");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    for (const formula of ["=1+1", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("a = b")).toBe("a = b");
  });
});

describe("csvDocument", () => {
  it("writes the header and each record on its own CRLF-ended line", () => {
    expect(
      csvDocument(
        ["name", "n"],
        [
          ["Ana, B.", 2],
          ["=cmd", null],
        ],
      ),
    ).toBe('name,n\r\n"Ana, B.",2\r\n\'=cmd,\r\n');
  });
});
