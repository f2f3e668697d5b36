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
/** The button comes with the experiences the form suggests from: it waits for them. */
const save = async () =>
  fireEvent.click(await screen.findByRole("button", { name: "Save referral" }));

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
    await save();
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText(/name is required/i)).toBeInTheDocument();
    expect(await outbox()).toEqual([]);
  });

  it("suggests at most five experiences as removable chips and queues referral.create offline", async () => {
    renderScreen();
    await screen.findByRole("button", { name: "Add Choir 6" });
    for (const n of [1, 2, 3, 4, 5]) {
      fireEvent.click(screen.getByRole("button", { name: `Add Choir ${n}` }));
    }
    expect(screen.getByRole("button", { name: "Add Choir 6" })).toBeDisabled();
    const chips = screen.getByRole("list", { name: "Chosen experiences" });
    fireEvent.click(within(chips).getByRole("button", { name: "Remove Choir 2" }));
    expect(within(chips).getAllByRole("listitem")).toHaveLength(4);

    type(/^Client's name/, "  Sam Lee ");
    type("Note for your client", "Try the choir first.");
    await save();

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

  it("asks for a summary at a milestone only when the professional chooses one", async () => {
    renderScreen();
    const milestone = await screen.findByLabelText(/^Send me a summary also after/);
    expect(milestone).toHaveValue("");
    type(/^Client's name/, "Ann");
    fireEvent.change(milestone, { target: { value: "attended_3" } });
    await save();
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    const [entry] = await outbox();
    if (!entry) throw new Error("nothing queued");
    expect(entry.args).toMatchObject({ clientName: "Ann", milestone: "attended_3" });
    expect(await db.referrals.get((entry.args as { id: string }).id)).toMatchObject({
      milestone: "attended_3",
    });
  });

  it("sends no milestone when none is chosen", async () => {
    renderScreen();
    await screen.findByLabelText(/^Client's name/);
    type(/^Client's name/, "Ann");
    await save();
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]?.args).toMatchObject({ milestone: null });
  });

  it("names each Add button after its visible word, then the experience (WCAG 2.5.3)", async () => {
    renderScreen();
    const add = await screen.findByRole("button", { name: "Add Choir 1" });
    expect(add.textContent).toBe("Add Choir 1");
    expect(within(add).getByText("Choir 1", { exact: false })).toHaveClass("sr-only");
    fireEvent.click(add);
    expect(screen.getByRole("button", { name: "Added Choir 1" })).toBeInTheDocument();
  });

  it("refers an existing client by username, promising nothing about the account", async () => {
    renderScreen();
    fireEvent.click(await screen.findByLabelText("A client who already uses CultureWell"));
    type(/^Client's name/, "Ann");
    type(/^Client's username or e-mail/, "ann-b");
    await save();
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]?.args).toMatchObject({
      clientKind: "existing",
      clientUsername: "ann-b",
      clientEmail: null,
    });
    const toast = useToastStore.getState().current?.description ?? "";
    expect(toast).toContain("when they sign in with that username or e-mail");
    expect(toast).toContain("If no client account matches, an invitation code");
    expect(toast).not.toContain("It is sent to your client");
  });

  it("needs the username or e-mail of an existing client, beside the field", async () => {
    renderScreen();
    fireEvent.click(await screen.findByLabelText("A client who already uses CultureWell"));
    await save();
    expect(await screen.findByText("Client name is required")).toBeInTheDocument();
    const field = screen.getByLabelText(/^Client's username or e-mail/);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining("Enter the username or e-mail your client signs in with"),
    );
    expect(await outbox()).toEqual([]);
    type(/^Client's name/, "Ann");
    await save();
    expect(
      screen.getByText("Enter the username or e-mail your client signs in with"),
    ).toBeInTheDocument();
    expect(await outbox()).toEqual([]);
    // Back to a new client: no username is needed.
    fireEvent.click(screen.getByLabelText("A new client (they get an invitation code)"));
    await save();
    await waitFor(async () => expect(await outbox()).toHaveLength(1));
    expect((await outbox())[0]?.args).toMatchObject({ clientKind: "new", clientUsername: null });
  });
});
