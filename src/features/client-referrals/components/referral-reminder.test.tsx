// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReferralRow } from "#db/types.ts";
import { ReferralTimeline } from "./referral-timeline.tsx";
import { ReferralsPrompt } from "./referrals-prompt.tsx";
import { testReferral } from "./test-referral.ts";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const PRO = "0197aaaa-0000-7000-8000-0000000000b1";
const step = (
  status: string,
  at: string,
  reason: string | null = null,
  by: string | null = null,
) => ({
  status,
  at,
  by,
  reason,
});
const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const item = (referral: ReferralRow) => ({ referral, bookedDate: null, held: null });

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => cleanup());

describe("the client's reminders (docs/referral-loop.md, Nudges)", () => {
  it("highlights a referral whose reminder still asks for the client's answer or booking", () => {
    const unanswered = testReferral({
      id: "0197aaaa-0000-7000-8000-0000000003b1",
      professionalName: "Dr Unanswered",
      timeline: [
        step("sent", "2025-06-01T10:00:00.000Z", null, PRO),
        step("reminded", "2025-06-15T10:00:00.000Z", "unanswered"),
      ],
    });
    const notBooked = testReferral({
      id: "0197aaaa-0000-7000-8000-0000000003b2",
      professionalName: "Dr Unbooked",
      status: "accepted",
      timeline: [
        step("sent", "2025-06-01T10:00:00.000Z", null, PRO),
        step("accepted", "2025-06-02T10:00:00.000Z"),
        step("reminded", "2025-06-16T10:00:00.000Z", "not_booked"),
      ],
    });
    const plain = testReferral({ id: "0197aaaa-0000-7000-8000-0000000003b3" });
    wrap(<ReferralsPrompt items={[item(unanswered), item(notBooked), item(plain)]} />);
    const [first, second, third] = screen.getAllByRole("article");
    expect(within(first as HTMLElement).getByTestId("referral-reminder").textContent).toBe(
      "Reminder: please answer this referral",
    );
    expect(first).toHaveAttribute("data-reminded", "true");
    expect(within(second as HTMLElement).getByTestId("referral-reminder").textContent).toBe(
      "Reminder: book one of the suggested experiences",
    );
    expect(within(third as HTMLElement).queryByTestId("referral-reminder")).not.toBeInTheDocument();
    expect(third).not.toHaveAttribute("data-reminded");
  });

  it("says a summary and a reminder in words in the client's timeline, never their codes", () => {
    const referral = testReferral({
      status: "completed",
      timeline: [
        step("sent", "2025-06-01T10:00:00.000Z", null, PRO),
        step("reminded", "2025-06-15T10:00:00.000Z", "unanswered"),
        step("accepted", "2025-06-16T10:00:00.000Z"),
        step("reminded", "2025-06-30T10:00:00.000Z", "not_booked"),
        step("completed", "2025-07-10T10:00:00.000Z"),
        step("summary", "2025-07-10T10:00:00.000Z", "ended"),
      ],
    });
    wrap(<ReferralTimeline referral={referral} userId="me" professional="Dr Rivera" />);
    const text = screen.getByRole("list").textContent ?? "";
    expect(text).toContain("Reminder: please answer this referral");
    expect(text).toContain("Reminder: book one of the suggested experiences");
    expect(text).toContain("Your professional was sent a summary");
    for (const code of ["unanswered", "not_booked", "ended", "Reason:"]) {
      expect(text).not.toContain(code);
    }
  });
});
