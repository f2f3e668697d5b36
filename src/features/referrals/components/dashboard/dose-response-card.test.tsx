// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ReferralRow } from "#db/types.ts";
import { testReferral } from "../../data/test-referral.ts";
import { DoseResponseCard } from "./dose-response-card.tsx";

const attended = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    status: "attended",
    at: `2030-06-${String(i + 1).padStart(2, "0")}T17:00:00.000Z`,
    by: null,
    reason: null,
  }));

/** `count` clients, each with one referral, `sessions` door-verified sessions and both answers. */
function clients(count: number, sessions: number, from: number): ReferralRow[] {
  return Array.from({ length: count }, (_, i) =>
    testReferral({
      id: `0197aaaa-0000-7000-8000-${String(from + i).padStart(12, "0")}`,
      clientId: `client-${from + i}`,
      status: "completed",
      shareOutcomes: true,
      timeline: attended(sessions),
      baseline: { lifeSatisfaction: 4, worthwhile: 5, happiness: 5, anxiety: 8 },
      followUp: { lifeSatisfaction: 6, worthwhile: 5, happiness: 6, anxiety: 5 },
    }),
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("DoseResponseCard", () => {
  it("shows a group's average change from 10 clients on, and no figure under 10", () => {
    render(
      <I18nProvider i18n={i18n}>
        <DoseResponseCard referrals={[...clients(10, 2, 1), ...clients(3, 4, 100)]} />
      </I18nProvider>,
    );
    const card = screen.getByRole("region", { name: "Sessions attended and wellbeing change" });
    expect(card).toHaveTextContent("A group of fewer than 10 clients shows no figure.");
    const band = (key: string) => within(card).getByTestId(`dose-${key}`);
    expect(band("1-2")).toHaveTextContent("10 clients shared both answers");
    const anxiety = within(band("1-2")).getByTestId("ons4-anxiety").textContent ?? "";
    expect(anxiety.replace(/from \d+ to \d+/, "")).toBe(
      "Anxiety (lower is better)8 → 5, improved by 3",
    );
    expect(band("3-5")).toHaveTextContent("3 clients shared both answers");
    expect(band("3-5")).toHaveTextContent(
      "Fewer than 10 clients: not shown, so nobody can be recognised.",
    );
    expect(within(band("3-5")).queryByTestId("ons4-anxiety")).not.toBeInTheDocument();
    expect(band("0")).toHaveTextContent("0 clients shared both answers");
    expect(band("6+")).toHaveTextContent("6 or more sessions attended");
  });
});
