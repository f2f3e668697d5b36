// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ReferralRow } from "#db/types.ts";
import { testReferral } from "../../data/test-referral.ts";
import { NeedsAttention } from "./needs-attention.tsx";

const DAY = 86_400_000;
/** A time `days` (and `minutes`) before the real clock, as the dashboard reads it. */
const ago = (days: number, minutes = 0) =>
  new Date(Date.now() - days * DAY - minutes * 60_000).toISOString();
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;

function sent(n: number, at: string, extra: Partial<ReferralRow> = {}) {
  return testReferral({
    id: id(n),
    clientName: `Client ${n}`,
    createdAt: at,
    timeline: [{ status: "sent", at, by: "p1", reason: null }],
    ...extra,
  });
}

function renderList(referrals: ReferralRow[]) {
  const root = createRootRoute({ component: () => <NeedsAttention referrals={referrals} /> });
  const history = createMemoryHistory({ initialEntries: ["/"] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree: root, history })} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("Needs your attention", () => {
  it("flags a referral unanswered 14 days after it was sent, not at 13", async () => {
    renderList([sent(1, ago(13, 59)), sent(2, ago(14, 1))]);
    const section = await screen.findByRole("region", { name: "Needs your attention" });
    const items = within(section).getAllByTestId("attention-item");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Client 2");
    expect(items[0]).toHaveTextContent("Not answered for 14 days");
    expect(section).toHaveTextContent("1 referral waits for you.");
    const link = within(section).getByRole("link", { name: "Open referral for Client 2" });
    expect(link).toHaveAttribute("href", `/professional/referrals?open=${id(2)}`);
  });

  it("says nothing needs attention at 13 days", async () => {
    renderList([sent(1, ago(13, 59))]);
    expect(await screen.findByText("Nothing needs your attention")).toBeInTheDocument();
    expect(screen.queryAllByTestId("attention-item")).toEqual([]);
  });

  it("lists an accepted referral not booked, and an unread summary until it is read", async () => {
    const acceptedAt = ago(20);
    const summaryAt = ago(1);
    renderList([
      sent(1, ago(30), {
        status: "accepted",
        timeline: [
          { status: "sent", at: ago(30), by: "p1", reason: null },
          { status: "accepted", at: acceptedAt, by: "c1", reason: null },
        ],
      }),
      sent(2, ago(40), {
        status: "completed",
        timeline: [{ status: "summary", at: summaryAt, by: null, reason: "ended" }],
      }),
      sent(3, ago(40), {
        status: "completed",
        reviewedAt: ago(0),
        timeline: [{ status: "summary", at: summaryAt, by: null, reason: "attended_3" }],
      }),
    ]);
    const section = await screen.findByRole("region", { name: "Needs your attention" });
    const items = within(section)
      .getAllByTestId("attention-item")
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringContaining("Accepted 20 days ago, not booked yet"),
      expect.stringContaining("Summary ready: the referral ended"),
    ]);
    expect(section).toHaveTextContent("2 referrals wait for you.");
    expect(section).not.toHaveTextContent(/not_booked|attended_3|Client 3/);
  });
});
