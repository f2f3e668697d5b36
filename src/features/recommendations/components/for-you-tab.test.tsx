// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { ForYouTab } from "./for-you-tab.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const onEditProfile = vi.fn();

function renderTab() {
  return render(
    <I18nProvider i18n={i18n}>
      <ForYouTab onEditProfile={onEditProfile} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

beforeEach(async () => {
  await resetDatabaseForTests();
  onEditProfile.mockReset();
  useSessionStore.setState({
    status: "signed-in",
    token: "tok",
    user: testUser({
      wellbeingGoals: ["Reduce stress and anxiety"],
      preferredCategories: ["craft-making"],
    }),
    expired: false,
  });
});

afterEach(() => cleanup());

describe("ForYouTab", () => {
  it("ranks with match %, stars read as 'n out of 5', the card and translated reasons", async () => {
    await db.experiences.bulkPut([
      testExperience({
        id: "clay",
        title: "Calming Clay",
        category: "craft",
        price: 0,
        wellbeingBenefit: "Eases stress",
        date: future(2),
      }),
      testExperience({ id: "band", title: "Brass Band", category: "theatre", date: future(20) }),
    ]);
    renderTab();
    const items = await screen.findAllByTestId("recommendation");
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole("heading", { name: "Calming Clay" })).toBeInTheDocument();
    expect(within(first).getByText("#1")).toBeInTheDocument();
    const match = Number(
      /^(\d+)% match$/.exec(within(first).getByTestId("match").textContent ?? "")?.[1],
    );
    const stars = within(first).getByRole("img").getAttribute("aria-label") ?? "";
    expect(stars).toMatch(/^\d(\.\d)? out of 5$/);
    // Both come from the same score: stars = score × 5, match = round(score × 100).
    expect(Math.abs(Number.parseFloat(stars) * 20 - match)).toBeLessThanOrEqual(2);
    const reasons = within(first).getByRole("heading", { name: "Why we recommend this" })
      .nextElementSibling as HTMLElement;
    expect(
      within(reasons)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Matches your goal: Reduce stress and anxiety",
      "In a category you like: Craft & Making",
      "Happening in 2 days",
      "Free to attend",
    ]);
    expect(screen.queryByRole("button", { name: "Complete Your Profile" })).not.toBeInTheDocument();
  });

  it("explains every pick ranked below a weaker match, so rank and match never disagree", async () => {
    useSessionStore.setState({
      user: testUser({ wellbeingGoals: [], preferredCategories: ["music", "theatre"] }),
    });
    await db.experiences.bulkPut([
      testExperience({ id: "m1", title: "Choir One", category: "music", date: future(1) }),
      testExperience({ id: "m2", title: "Choir Two", category: "music", date: future(3) }),
      testExperience({ id: "t1", title: "Late Play", category: "theatre", date: future(30) }),
    ]);
    renderTab();
    await waitFor(() => expect(screen.getAllByTestId("recommendation")).toHaveLength(3));
    const items = screen.getAllByTestId("recommendation");
    const matchOf = (item: HTMLElement) =>
      Number(/^(\d+)% match$/.exec(within(item).getByTestId("match").textContent ?? "")?.[1]);
    expect(
      items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(["Choir One", "Late Play", "Choir Two"]);
    items.forEach((item, i) => {
      const weakerAbove = items.slice(0, i).some((above) => matchOf(above) < matchOf(item));
      expect(within(item).queryByTestId("variety-note") !== null).toBe(weakerAbove);
    });
    expect(within(items[2] as HTMLElement).getByTestId("variety-note").textContent).toBe(
      "Placed lower for variety: 1 Music & Sound suggestion is already higher up.",
    );
  });

  it("has an empty state whose button opens the Profile tab", async () => {
    renderTab();
    expect(
      await screen.findByRole("heading", { name: "No recommendations yet" }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Complete Your Profile" }));
    expect(onEditProfile).toHaveBeenCalledOnce();
  });
});
