import { afterEach, describe, expect, it, vi } from "vitest";

const NBSP = "\u00a0";
// Monday 23 November 2026, 18:30 local time.
const MONDAY = new Date(2026, 10, 23, 18, 30);

/**
 * Fresh modules (the support answer and the formatters are cached per locale), optionally in a
 * browser that, like some Chromium builds, has no Armenian Intl data.
 */
async function load({ armenianData }: { armenianData: boolean }) {
  vi.resetModules();
  if (!armenianData) {
    const withoutArmenian = (locales: string[]) => locales.filter((l) => !l.startsWith("hy"));
    const dateLocales = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
    const numberLocales = Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat);
    vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf").mockImplementation((locales) =>
      withoutArmenian(dateLocales(locales)),
    );
    vi.spyOn(Intl.NumberFormat, "supportedLocalesOf").mockImplementation((locales) =>
      withoutArmenian(numberLocales(locales)),
    );
  }
  const dates = await import("./dates.ts");
  const money = await import("./money.ts");
  return { ...dates, ...money };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Armenian without Intl data", () => {
  it("writes dates with Armenian weekday and genitive month names", async () => {
    const { formatDate, formatDateTime, formatExperienceDate } = await load({
      armenianData: false,
    });
    expect(formatDate(MONDAY, "hy", { dateStyle: "long" })).toBe("23 նոյեմբերի 2026");
    expect(formatDate(MONDAY, "hy", { dateStyle: "full" })).toBe("երկուշաբթի, 23 նոյեմբերի 2026");
    expect(formatDateTime(MONDAY, "hy")).toBe("23 նոյ 2026, 18:30");
    expect(formatExperienceDate("2026-11-23", "hy")).toBe("երկուշաբթի, 23 նոյեմբերի 2026");
    expect(
      formatDate(MONDAY, "hy", {
        hour: "2-digit",
        minute: "2-digit",
        day: "numeric",
        month: "short",
      }),
    ).toBe("23 նոյ, 18:30");
    expect(formatDate(MONDAY, "hy", { hour: "2-digit", minute: "2-digit" })).toBe("18:30");
  });

  it("writes prices and numbers with Armenian separators", async () => {
    const { formatEuros, formatNumber } = await load({ armenianData: false });
    expect(formatEuros(1500, "hy")).toBe(`15,00${NBSP}€`);
    expect(formatEuros(123456, "hy")).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatEuros(0, "hy")).toBeNull();
    expect(
      formatNumber(29, "hy", { style: "currency", currency: "GBP", maximumFractionDigits: 0 }),
    ).toBe(`29${NBSP}£`);
    expect(formatNumber(3.25, "hy", { maximumFractionDigits: 1 })).toBe("3,3");
    expect(formatNumber(0.25, "hy", { style: "percent" })).toBe("25%");
  });

  it("leaves the languages the browser has to Intl", async () => {
    const { formatDate, formatEuros } = await load({ armenianData: false });
    expect(formatDate(MONDAY, "de", { dateStyle: "long" })).toBe(
      new Intl.DateTimeFormat("de", { dateStyle: "long" }).format(MONDAY),
    );
    expect(formatEuros(1500, "fr")).toBe(
      new Intl.NumberFormat("fr", { style: "currency", currency: "EUR" }).format(15),
    );
  });
});

describe("Armenian with Intl data", () => {
  it("uses the browser's own Armenian formatting", async () => {
    const { formatDate, formatEuros } = await load({ armenianData: true });
    expect(formatDate(MONDAY, "hy", { dateStyle: "long" })).toBe(
      new Intl.DateTimeFormat("hy", { dateStyle: "long" }).format(MONDAY),
    );
    expect(formatEuros(1500, "hy")).toBe(
      new Intl.NumberFormat("hy", { style: "currency", currency: "EUR" }).format(15),
    );
  });
});
