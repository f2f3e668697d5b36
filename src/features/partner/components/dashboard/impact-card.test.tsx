// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { ExperienceImpact } from "#domain/partner-impact.ts";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { ImpactCard } from "./impact-card.tsx";

const partner = testUser({
  id: "0197aaaa-0000-7000-8000-0000000000b1",
  userType: "cultural_partner",
});
const CHOIR = "0197aaaa-0000-7000-8000-0000000000e1";
const CLAY = "0197aaaa-0000-7000-8000-0000000000e2";
const experiences = [
  testExperience({ id: CHOIR, title: "Choir Evening", createdBy: partner.id }),
  testExperience({ id: CLAY, title: "Clay Morning", createdBy: partner.id }),
];
const FIGURES: ExperienceImpact[] = [
  { experienceId: CHOIR, visitors: 14, moodPairs: 14, moodChange: 1.2, cameBackShare: 0.4 },
  { experienceId: CLAY, visitors: 9, moodPairs: 6, moodChange: null, cameBackShare: null },
];
const TOO_FEW = "Not enough visitors yet to show this without identifying anyone (at least 10)";

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    }),
  );

const renderCard = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ImpactCard experiences={experiences} />
    </I18nProvider>,
  );
const lineOf = async (title: string) => {
  const heading = await screen.findByRole("heading", { name: title });
  return heading.closest("li") as HTMLElement;
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  configureHttp({ fetch: (url) => fetchMock(url) });
});
beforeEach(async () => {
  await resetDatabaseForTests();
  fetchMock.mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  useSessionStore.setState({ status: "signed-in", token: "t", user: partner, expired: false });
  syncStatusStore.setState({ online: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ImpactCard", () => {
  it("says each experience's figures in words, and the k rule where a group is too small", async () => {
    answer(FIGURES);
    renderCard();
    const choir = await lineOf("Choir Evening");
    expect(choir).toHaveTextContent("14 visitors checked in");
    expect(choir).toHaveTextContent(
      "Moods after visits: 1.2 points better on average, over 14 visitors",
    );
    expect(choir).toHaveTextContent("Came back: 4 in 10");
    const clay = await lineOf("Clay Morning");
    expect(clay).toHaveTextContent(`Moods after visits: ${TOO_FEW}`);
    expect(clay).toHaveTextContent(`Came back: ${TOO_FEW}`);
    expect(fetchMock).toHaveBeenCalledWith(`/api/partners/${partner.id}/impact`);
    expect(screen.getByTestId("impact-rule")).toHaveTextContent("at least 10 people");
    expect(screen.queryByTestId("impact-as-of")).not.toBeInTheDocument();
  });

  it("offline, shows the last figures this device fetched, with their time", async () => {
    answer(FIGURES);
    const first = renderCard();
    await lineOf("Choir Evening");
    first.unmount();

    syncStatusStore.setState({ online: false });
    fetchMock.mockReset();
    renderCard();
    const choir = await lineOf("Choir Evening");
    expect(choir).toHaveTextContent("Came back: 4 in 10");
    expect(await screen.findByTestId("impact-as-of")).toHaveTextContent(/^As of .+: the last/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offline and never fetched here, says a connection is needed once", async () => {
    syncStatusStore.setState({ online: false });
    renderCard();
    expect(
      await screen.findByText(/These figures need a connection the first time/),
    ).toBeInTheDocument();
  });

  it("tells of a failed fetch and tries again; with no visits yet, says so", async () => {
    answer({ message: "Oops" }, 500);
    renderCard();
    const card = await screen.findByTestId("impact-card");
    const retry = await within(card).findByRole("button", { name: "Try again" });
    expect(within(card).getByText("The impact figures could not be loaded.")).toBeInTheDocument();
    answer([]);
    fireEvent.click(retry);
    expect(
      await within(card).findByText(/No visitors checked in at the door yet/),
    ).toBeInTheDocument();
    const kept = await db.meta.get("partner.impact");
    expect(kept?.value).toMatchObject({ userId: partner.id, figures: [] });
  });
});
