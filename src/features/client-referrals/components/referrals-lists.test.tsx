// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { REFERRAL_STATUSES } from "#domain/referral-lifecycle.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { useReferralsNeedingAction } from "../hooks/use-client-referrals.ts";
import { ReferralsPrompt } from "./referrals-prompt.tsx";
import { ReferralsSection } from "./referrals-section.tsx";
import { testReferral } from "./test-referral.ts";

vi.mock("@tanstack/react-router", () => ({
  Link: ({
    to,
    params,
    children,
    className,
  }: {
    to: string;
    params?: { id: string };
    children: ReactNode;
    className?: string;
  }) => (
    <a href={to.replace("$id", params?.id ?? "")} className={className}>
      {children}
    </a>
  ),
}));

const user = testUser();
const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const idOf = (n: number) => `0197aaaa-0000-7000-8000-0000000003${String(n).padStart(2, "0")}`;

/** One referral per status, from a professional named after it, oldest first. */
async function onePerStatus() {
  await db.referrals.bulkPut(
    REFERRAL_STATUSES.map((status, n) =>
      testReferral({
        id: idOf(n),
        status,
        professionalName: `Dr ${status}`,
        createdAt: `2025-06-${String(n + 1).padStart(2, "0")}T10:00:00.000Z`,
      }),
    ),
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
});
afterEach(() => cleanup());

/** As home shows it: the data read, then the prompt. */
function HomeReferrals() {
  const data = useReferralsNeedingAction();
  return data ? <ReferralsPrompt items={data} /> : null;
}

describe("ReferralsPrompt (home)", () => {
  it("lists only the referrals waiting for the client's answer or next step, newest first", async () => {
    await onePerStatus();
    // Someone else's referral never shows.
    await db.referrals.put(
      testReferral({ id: idOf(99), clientId: "0197aaaa-0000-7000-8000-0000000000c9" }),
    );
    wrap(<HomeReferrals />);
    const prompt = await screen.findByTestId("referrals-prompt");
    const headings = within(prompt)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "From Dr did_not_attend",
      "From Dr attended",
      "From Dr accepted",
      "From Dr sent",
    ]);
    expect(
      within(prompt).getByText("Answer this referral: accept it or decline it."),
    ).toBeInTheDocument();
    const link = within(prompt).getByRole("link", { name: /^Open referral\W+From Dr sent$/ });
    expect(link).toHaveAttribute("href", `/referral/${idOf(0)}`);
  });

  it("shows nothing when no referral waits for the client", async () => {
    await db.referrals.bulkPut([
      testReferral({ id: idOf(1), status: "booked" }),
      testReferral({ id: idOf(2), status: "completed" }),
    ]);
    wrap(<HomeReferrals />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("referrals-prompt")).not.toBeInTheDocument();
  });
});

describe("ReferralsSection (profile)", () => {
  it("lists every referral of the client's with its status in words", async () => {
    await onePerStatus();
    wrap(<ReferralsSection />);
    const section = await screen.findByTestId("my-referrals");
    expect(await within(section).findAllByRole("article")).toHaveLength(REFERRAL_STATUSES.length);
    expect(within(section).getByText("Waiting for your answer")).toBeInTheDocument();
    expect(within(section).getByText("Missed")).toBeInTheDocument();
  });

  it("says how referrals arrive when there are none", async () => {
    wrap(<ReferralsSection />);
    expect(
      await screen.findByText(
        "No referrals yet. When a professional refers you, the referral shows here.",
      ),
    ).toBeInTheDocument();
  });
});
