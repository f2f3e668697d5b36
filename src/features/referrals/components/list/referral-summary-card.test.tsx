// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { ReferralRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import type { ReferralsSearch } from "../../data/referrals-search.ts";
import { testReferral } from "../../data/test-referral.ts";
import { ReferralsScreen } from "./referrals-screen.tsx";

const R1 = "0197aaaa-0000-7000-8000-000000000001";
const CLIENT = "0197aaaa-0000-7000-8000-0000000000c1";
const pro = testUser({ id: "0197aaaa-0000-7000-8000-0000000000d1", userType: "professional" });
const step = (status: string, at: string, reason: string | null = null) => ({
  status,
  at,
  by: null,
  reason,
});
const SESSIONS = [
  "2025-06-05T16:55:00.000Z",
  "2025-06-12T16:55:00.000Z",
  "2025-06-19T16:55:00.000Z",
];

/** Three sessions attended with the milestone's summary, then the follow-up and the end. */
function loopedReferral(overrides: Partial<ReferralRow> = {}): ReferralRow {
  return testReferral({
    id: R1,
    professionalId: pro.id,
    clientId: CLIENT,
    clientName: "Sam Client",
    status: "completed",
    milestone: "attended_3",
    shareOutcomes: true,
    baseline: { lifeSatisfaction: 4, worthwhile: 5, happiness: 5, anxiety: 8 },
    followUp: { lifeSatisfaction: 7, worthwhile: 5, happiness: 4, anxiety: 4 },
    timeline: [
      { status: "sent", at: "2025-06-01T09:00:00.000Z", by: pro.id, reason: null },
      { status: "accepted", at: "2025-06-02T09:00:00.000Z", by: CLIENT, reason: null },
      ...SESSIONS.flatMap((at) => [
        step("booked", at.replace("16:55", "08:00")),
        step("attended", at),
      ]),
      step("summary", "2025-06-19T16:55:00.000Z", "attended_3"),
      { status: "completed", at: "2025-06-20T09:00:00.000Z", by: CLIENT, reason: null },
      step("summary", "2025-06-20T09:00:00.000Z", "ended"),
    ],
    ...overrides,
  });
}

function renderScreen(search: ReferralsSearch = {}) {
  const root = createRootRoute({
    component: () => <ReferralsScreen search={search} onSearchChange={() => {}} />,
  });
  const history = createMemoryHistory({ initialEntries: ["/"] });
  const app = document.body.appendChild(document.createElement("div"));
  app.id = "root";
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree: root, history })} />
    </I18nProvider>,
    { container: app },
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "t", user: pro, expired: false });
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the referral's summary (docs/referral-loop.md)", () => {
  it("opens the referral named in the URL with its sessions, dates and ONS4 change in words", async () => {
    await db.referrals.put(loopedReferral());
    renderScreen({ open: R1 });
    const card = await screen.findByRole("region", { name: "Summary for your records" });
    expect(card.closest("details")).toHaveAttribute("open");
    expect(card).toHaveTextContent("Summary ready: 3 sessions attended");
    expect(card).toHaveTextContent("Summary ready: the referral ended");
    const attended = within(card).getByTestId("summary-attended");
    expect(attended.querySelector("dt")?.textContent).toBe(
      "3 sessions attended (verified at the door)",
    );
    expect([...attended.querySelectorAll("time")].map((t) => t.getAttribute("datetime"))).toEqual(
      SESSIONS,
    );
    expect(within(card).getByTestId("summary-booked").querySelector("dt")?.textContent).toBe(
      "3 sessions booked",
    );
    expect(within(card).getByTestId("summary-missed").textContent).toBe("0 sessions missed");
    const anxiety = within(card).getByTestId("ons4-anxiety").textContent ?? "";
    expect(anxiety.replace(/from \d+ to \d+/, "")).toBe(
      "Anxiety (lower is better)8 → 4, improved by 4",
    );
    expect(card).not.toHaveTextContent(/attended_3|\+\d/);
  });

  it("copies a plain-text version for the clinical record, and says when it could not", async () => {
    await db.referrals.put(loopedReferral());
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderScreen({ open: R1 });
    const card = await screen.findByRole("region", { name: "Summary for your records" });
    fireEvent.click(within(card).getByRole("button", { name: "Copy as text" }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe("Summary copied"));
    const text = writeText.mock.calls[0]?.[0] ?? "";
    expect(text).toContain("CultureWell referral summary: Sam Client");
    expect(text).toMatch(/^3 sessions attended \(verified at the door\): .+; .+; .+$/m);
    expect(text).toContain("0 sessions missed");
    expect(text).toContain("- Anxiety (lower is better): 8 → 4, improved by 4");
    expect(text).toContain("- Happiness: 5 → 4, worse by 1");

    writeText.mockRejectedValueOnce(new Error("denied"));
    fireEvent.click(within(card).getByRole("button", { name: "Copy as text" }));
    await waitFor(() => expect(useToastStore.getState().current?.variant).toBe("error"));
  });

  it("prints just the summary: the app is hidden on paper until printing ends", async () => {
    await db.referrals.put(loopedReferral());
    const print = vi.fn();
    window.print = print;
    renderScreen({ open: R1 });
    const card = await screen.findByRole("region", { name: "Summary for your records" });
    fireEvent.click(within(card).getByRole("button", { name: "Print" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.getElementById("root")).toHaveClass("print:hidden");
    const copy = document.querySelector("body > [data-theme]");
    expect(copy).toHaveClass("print:block");
    expect(copy).toHaveTextContent("CultureWell referral summary: Sam Client");
    window.dispatchEvent(new Event("afterprint"));
    await waitFor(() =>
      expect(document.querySelector("body > [data-theme]")).not.toBeInTheDocument(),
    );
    expect(document.getElementById("root")).not.toHaveClass("print:hidden");
  });

  it("marks an unread summary read (referral.review), queued on this device", async () => {
    await db.referrals.put(loopedReferral());
    renderScreen({ open: R1 });
    const card = await screen.findByRole("region", { name: "Summary for your records" });
    fireEvent.click(within(card).getByRole("button", { name: "Mark as read" }));
    await waitFor(async () => expect((await db.referrals.get(R1))?.reviewedAt).not.toBeNull());
    expect((await db.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([
      ["referral.review", { id: R1 }],
    ]);
    await waitFor(() =>
      expect(within(card).queryByRole("button", { name: "Mark as read" })).not.toBeInTheDocument(),
    );
  });

  it("shows no summary before one is sent, and says why the ONS4 change is missing", async () => {
    await db.referrals.put(
      loopedReferral({
        status: "attended",
        shareOutcomes: false,
        baseline: null,
        followUp: null,
        timeline: loopedReferral().timeline.slice(0, 4),
      }),
    );
    renderScreen({ open: R1 });
    await screen.findByText("Timeline");
    expect(
      screen.queryByRole("region", { name: "Summary for your records" }),
    ).not.toBeInTheDocument();
  });
});

describe("the professional's timeline", () => {
  it("says summaries and reminders in words, never their codes", async () => {
    await db.referrals.put(
      loopedReferral({
        status: "accepted",
        timeline: [
          { status: "sent", at: "2025-06-01T09:00:00.000Z", by: pro.id, reason: null },
          step("reminded", "2025-06-15T09:00:00.000Z", "unanswered"),
          { status: "accepted", at: "2025-06-16T09:00:00.000Z", by: CLIENT, reason: null },
          step("reminded", "2025-06-30T09:00:00.000Z", "not_booked"),
          step("summary", "2025-07-01T09:00:00.000Z", "missed_2"),
        ],
      }),
    );
    renderScreen({ open: R1 });
    const timeline = (await screen.findByText("Timeline")).nextElementSibling as HTMLElement;
    const titles = [...timeline.querySelectorAll("li > p:first-child")].map((p) => p.textContent);
    expect(titles).toEqual([
      "Sent",
      "Reminder sent to the client: no answer after 14 days",
      "Accepted",
      "Reminder sent to the client: not booked 14 days after accepting",
      "Summary ready: 2 sessions missed in a row",
    ]);
    expect(timeline).not.toHaveTextContent(/unanswered|not_booked|missed_2|Reason:/);
  });
});
