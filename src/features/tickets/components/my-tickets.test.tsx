// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { ExperienceRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { MyTickets } from "./my-tickets.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: (p: { to: string; params?: { id: string }; children: ReactNode; className?: string }) => (
    <a href={p.to.replace("$id", p.params?.id ?? "")} className={p.className}>
      {p.children}
    </a>
  ),
}));

const user = testUser();
const exp = (n: number): ExperienceRow =>
  testExperience({
    id: `0197aaaa-0000-7000-8000-0000000000e${n}`,
    title: `Experience ${n}`,
    date: `2031-01-0${n}T18:00:00.000Z`,
  });

async function register(n: number, status: string, ticketToken: string | null = null) {
  await db.experiences.put(exp(n));
  await db.registrations.put({
    id: `0197aaaa-0000-7000-8000-00000000a00${n}`,
    userId: user.id,
    experienceId: exp(n).id,
    status,
    registeredAt: "2030-01-01T00:00:00.000Z",
    attendedAt: status === "attended" ? "2031-01-01T18:03:00.000Z" : null,
    completedAt: null,
    wellbeingImpact: null,
    ticketToken,
    cancelledAt: status === "cancelled" ? "2030-01-02T00:00:00.000Z" : null,
  });
}

function renderList() {
  render(
    <I18nProvider i18n={i18n}>
      <MyTickets />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user, expired: false });
});
afterEach(cleanup);

describe("MyTickets", () => {
  it("lists tickets, a separate waiting list, and no cancelled registration", async () => {
    await register(1, "registered", "signed-1");
    await register(2, "cancelled");
    await register(3, "waitlisted");
    await register(4, "attended", "signed-4");
    await register(5, "registered");
    renderList();
    const tickets = await screen.findByTestId("my-tickets");
    const titles = within(tickets).getAllByRole("heading", { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual([
      "Experience 1",
      "Experience 4",
      "Experience 5",
    ]);
    expect(tickets).toHaveTextContent("Confirmed");
    expect(tickets).toHaveTextContent("Awaiting confirmation");
    expect(tickets).toHaveTextContent(/Attended · checked in/);
    expect(within(tickets).getAllByRole("button", { name: "Show Ticket" })).toHaveLength(3);
    const waiting = screen.getByRole("region", { name: "Waiting list" });
    expect(within(waiting).getByRole("heading", { level: 3 })).toHaveAccessibleName("Experience 3");
    expect(within(waiting).getByText("On the waiting list")).toBeInTheDocument();
    expect(within(waiting).queryByRole("button")).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Experience 2");
  });

  it("is empty when the only registration was cancelled", async () => {
    await register(2, "cancelled");
    renderList();
    expect(await screen.findByText("No tickets yet")).toBeInTheDocument();
  });

  it("cancels from the ticket dialog; the ticket leaves the list, focus stays in it", async () => {
    await register(1, "registered", "signed-1");
    await register(3, "registered", "signed-3");
    renderList();
    const showTickets = await screen.findAllByRole("button", { name: "Show Ticket" });
    await act(async () => fireEvent.click(showTickets[0] as HTMLElement));
    const ticket = await screen.findByTestId("ticket-dialog");
    await act(async () =>
      fireEvent.click(within(ticket).getByRole("button", { name: "Cancel registration" })),
    );
    const confirm = screen.getByRole("dialog", { name: "Cancel your registration?" });
    await act(async () =>
      fireEvent.click(within(confirm).getByRole("button", { name: "Cancel registration" })),
    );
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Show Ticket" })).toHaveLength(1),
    );
    expect(screen.queryByText("Experience 1")).not.toBeInTheDocument();
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(["registration.cancel"]);
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Your tickets and waiting lists" })).toHaveFocus(),
    );
  });
});
