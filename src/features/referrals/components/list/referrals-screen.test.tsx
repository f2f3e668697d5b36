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
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { testReferral } from "../../data/test-referral.ts";
import { ReferralsScreen } from "./referrals-screen.tsx";

const R1 = "0197aaaa-0000-7000-8000-000000000001";
const R2 = "0197aaaa-0000-7000-8000-000000000002";
const pro = testUser({ id: "0197aaaa-0000-7000-8000-0000000000d1", userType: "professional" });

function renderScreen() {
  const root = createRootRoute({
    component: () => <ReferralsScreen search={{}} onSearchChange={() => {}} />,
  });
  const history = createMemoryHistory({ initialEntries: ["/"] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree: root, history })} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user: pro, expired: false });
});
afterEach(cleanup);

describe("ReferralsScreen", () => {
  it("shows the code or why it is missing, ONS4 'not shared', and closes with a reason", async () => {
    await db.referrals.bulkPut([
      testReferral({ id: R1, professionalId: pro.id, clientName: "Sam", inviteCode: null }),
      testReferral({
        id: R2,
        professionalId: pro.id,
        clientName: "Ann",
        inviteCode: "CW-ABC123",
        createdAt: "2030-05-11T09:00:00Z",
      }),
    ]);
    renderScreen();
    expect(await screen.findByText("2 of 2 referrals shown")).toBeInTheDocument();
    expect(screen.getByTestId("invite-code").textContent).toBe("CW-ABC123");
    // In view without opening the row: the code is handed over while the client is there.
    expect(screen.getByTestId("invite-code").closest("details")).toBeNull();
    expect(screen.getByText(/Give this code to your client/)).toBeInTheDocument();
    expect(screen.getByTestId("invite-pending")).toHaveTextContent("reaches the server");
    expect(screen.getAllByText("Not shared")).toHaveLength(2);
    expect(screen.getByText(/No outcomes yet/)).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole("button", { name: "Close referral" })[1] as HTMLElement);
    const dialog = await waitFor(() => {
      const open = document.querySelector("dialog[open]");
      if (!(open instanceof HTMLElement)) throw new Error("no open dialog");
      return open;
    });
    expect(within(dialog).getByText("Close the referral for Sam")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close referral" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "Moved away" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close referral" }));
    await waitFor(async () => expect((await db.referrals.get(R1))?.status).toBe("closed"));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      name: "referral.close",
      args: { id: R1, reason: "Moved away" },
    });
  });

  it("reads each ONS4 change as a clinician does: the scores, and better or worse in words", async () => {
    const baseline = { lifeSatisfaction: 4, worthwhile: 5, happiness: 5, anxiety: 8 };
    const followUp = { lifeSatisfaction: 7, worthwhile: 5, happiness: 4, anxiety: 4 };
    await db.referrals.put(
      testReferral({
        id: R1,
        professionalId: pro.id,
        clientId: "0197aaaa-0000-7000-8000-0000000000c1",
        status: "completed",
        shareOutcomes: true,
        baseline,
        followUp,
      }),
    );
    renderScreen();
    expect(await screen.findByText("1 of 1 referral shown")).toBeInTheDocument();
    const card = screen.getByRole("region", { name: "Average wellbeing change (ONS4)" });
    expect(card).toHaveTextContent("over 1 client who shared both.");
    const row = (item: string) =>
      (within(card).getByTestId(`ons4-${item}`).textContent ?? "").replace(/from \d+ to \d+/, "");
    expect(row("anxiety")).toBe("Anxiety (lower is better)8 → 4, improved by 4");
    expect(row("lifeSatisfaction")).toBe("Life satisfaction4 → 7, improved by 3");
    expect(row("happiness")).toBe("Happiness5 → 4, worse by 1");
    expect(row("worthwhile")).toBe("Feeling that life is worthwhile5 → 5, no change");
    expect(card).not.toHaveTextContent(/\+\d/);
  });
});
