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
import { useSessionStore } from "#features/auth/index.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { NewReferralScreen } from "./new-referral-screen.tsx";

const pro = testUser({ id: "0197aaaa-0000-7000-8000-0000000000d1", userType: "professional" });
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function renderScreen() {
  const root = createRootRoute({ component: NewReferralScreen });
  const history = createMemoryHistory({ initialEntries: ["/"] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree: root, history })} />
    </I18nProvider>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const outbox = () => db.outbox.orderBy("seq").toArray();
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save referral" }));

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "t", user: pro, expired: false });
  await db.experiences.bulkPut(
    [1, 2, 3, 4, 5, 6].map((n) =>
      testExperience({ id: id(n), title: `Choir ${n}`, date: inFuture(n), createdBy: "org" }),
    ),
  );
});
afterEach(cleanup);

describe("NewReferralScreen", () => {
  it("shows the reason beside the field and queues nothing when the name is missing", async () => {
    renderScreen();
    await screen.findByLabelText(/^Client's name/);
    type("Client's e-mail (optional)", "not-an-email");
    save();
    expect(await screen.findByText("Please enter a valid email")).toBeTruthy();
    expect(screen.getByText(/name is required/i)).toBeTruthy();
    expect(await outbox()).toEqual([]);
  });

  it("suggests at most five experiences as removable chips and queues referral.create offline", async () => {
    renderScreen();
    await screen.findByText("Choir 6");
    for (const n of [1, 2, 3, 4, 5]) {
      fireEvent.click(screen.getByRole("button", { name: `Suggest Choir ${n}` }));
    }
    expect(
      (screen.getByRole("button", { name: "Suggest Choir 6" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const chips = screen.getByRole("list", { name: "Chosen experiences" });
    fireEvent.click(within(chips).getByRole("button", { name: "Remove Choir 2" }));
    expect(within(chips).getAllByRole("listitem")).toHaveLength(4);

    type(/^Client's name/, "  Sam Lee ");
    type("Note for your client", "Try the choir first.");
    save();

    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    const [entry] = await outbox();
    if (!entry) throw new Error("nothing queued");
    expect(entry.name).toBe("referral.create");
    expect(entry.args).toMatchObject({
      clientName: "Sam Lee",
      clientEmail: null,
      clientUsername: null,
      experienceIds: [id(1), id(3), id(4), id(5)],
      notes: "Try the choir first.",
    });
    const row = await db.referrals.get((entry.args as { id: string }).id);
    expect(row).toMatchObject({ status: "sent", inviteCode: null, professionalId: pro.id });
    expect(useToastStore.getState().current?.description).toContain("invitation code");
  });

  it("refers an existing client by username", async () => {
    renderScreen();
    fireEvent.click(await screen.findByLabelText("A client who already uses CultureWell"));
    type(/^Client's name/, "Ann");
    type("Client's username or e-mail", "ann-b");
    save();
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]?.args).toMatchObject({ clientUsername: "ann-b", clientEmail: null });
  });
});
