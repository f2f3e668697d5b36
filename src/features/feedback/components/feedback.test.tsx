// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { RegistrationRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { useUnratedVisits } from "../hooks/use-feedback.ts";
import { RateVisitsPrompt } from "./rate-visits-prompt.tsx";
import { VisitFeedback } from "./visit-feedback.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: ({
    to,
    params,
    hash,
    children,
    className,
  }: {
    to: string;
    params?: { id: string };
    hash?: string;
    children: ReactNode;
    className?: string;
  }) => (
    <a href={`${to.replace("$id", params?.id ?? "")}#${hash ?? ""}`} className={className}>
      {children}
    </a>
  ),
}));

const user = testUser();
const EXP = "0197aaaa-0000-7000-8000-0000000000e1";

function registration(experienceId: string, status: string, n = 1): RegistrationRow {
  return {
    id: `0197aaaa-0000-7000-8000-0000000001${String(n).padStart(2, "0")}`,
    userId: user.id,
    experienceId,
    status,
    registeredAt: "2025-06-01T10:00:00.000Z",
    attendedAt:
      status === "attended" ? `2025-06-${String(10 + n).padStart(2, "0")}T17:00:00.000Z` : null,
    completedAt: null,
    wellbeingImpact: null,
    ticketToken: null,
    cancelledAt: null,
  };
}

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
  await db.experiences.put(testExperience({ id: EXP, title: "Choir Evening", category: "music" }));
});
afterEach(() => cleanup());

describe("VisitFeedback (experience page)", () => {
  it("asks nothing before the door check-in", async () => {
    await db.registrations.put(registration(EXP, "registered"));
    wrap(<VisitFeedback experienceId={EXP} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("heading", { name: "How was it?" })).not.toBeInTheDocument();
  });

  it("refuses a submit without a rating and tells why, beside the group", async () => {
    await db.registrations.put(registration(EXP, "attended"));
    wrap(<VisitFeedback experienceId={EXP} />);
    fireEvent.click(await screen.findByRole("button", { name: "Send rating" }));
    const group = screen.getByRole("group", { name: "Your rating" });
    await waitFor(() =>
      expect(within(group).getByText("Please choose a rating from 1 to 5")).toBeInTheDocument(),
    );
    expect(group).toHaveAccessibleDescription("Please choose a rating from 1 to 5");
    expect(screen.getByRole("radio", { name: "1 · Poor" })).toHaveFocus();
    expect(await db.outbox.count()).toBe(0);
  });

  it("refuses words over 1000 characters", async () => {
    await db.registrations.put(registration(EXP, "attended"));
    wrap(<VisitFeedback experienceId={EXP} />);
    fireEvent.click(await screen.findByRole("radio", { name: "4 · Very good" }));
    fireEvent.change(screen.getByLabelText("Your words (optional)"), {
      target: { value: "x".repeat(1001) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send rating" }));
    expect(
      await screen.findByText("Feedback must be less than 1000 characters"),
    ).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it("queues the rating and the visit's mood together, then shows them; a change updates the same row", async () => {
    await db.registrations.put(registration(EXP, "attended"));
    wrap(<VisitFeedback experienceId={EXP} />);
    const radios = await screen.findAllByRole("radio");
    expect(radios.filter((r) => (r as HTMLInputElement).name === "rating")).toHaveLength(5);
    fireEvent.click(screen.getByRole("radio", { name: "5 · Excellent" }));
    fireEvent.change(screen.getByLabelText("Your words (optional)"), {
      target: { value: "  Such warmth  " },
    });
    fireEvent.click(screen.getByRole("radio", { name: "Joyful" }));
    fireEvent.change(screen.getByRole("slider"), { target: { value: "8" } });
    fireEvent.click(screen.getByRole("button", { name: "Send rating" }));

    const mine = await screen.findByTestId("my-feedback");
    expect(mine).toHaveTextContent("You rated it 5 out of 5: Excellent");
    expect(mine).toHaveTextContent("Such warmth");
    await waitFor(() => expect(mine).toHaveTextContent("Your mood after this visit: Joyful, 8/10"));
    expect((await db.outbox.toArray()).map((o) => [o.name, o.args])).toEqual([
      [
        "feedback.submit",
        expect.objectContaining({ experienceId: EXP, rating: 5, feedback: "Such warmth" }),
      ],
      ["mood.log", expect.objectContaining({ mood: "joyful", intensity: 8, experienceId: EXP })],
    ]);
    expect(useToastStore.getState().current?.title).toBe("Thank you for your feedback");

    fireEvent.click(screen.getByRole("button", { name: "Change your rating" }));
    expect(screen.getByRole("radio", { name: "5 · Excellent" })).toBeChecked();
    // A mood was logged for this visit already: changing the rating does not ask again.
    expect(screen.queryByRole("radio", { name: "Joyful" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "3 · Good" }));
    fireEvent.click(screen.getByRole("button", { name: "Update rating" }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(3));
    const rows = await db.interactions.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 3,
      feedback: "Such warmth",
      interactionType: "feedback",
    });
    expect(await db.moodEntries.count()).toBe(1);
  });
});

/** As home shows it: the data read, then the prompt. */
function HomeRateVisits() {
  const data = useUnratedVisits();
  return data ? <RateVisitsPrompt visits={data} /> : null;
}

describe("RateVisitsPrompt (home)", () => {
  it("lists only attended visits that are not rated yet", async () => {
    const ids = ["e2", "e3", "e4", "e5"].map((s) => `0197aaaa-0000-7000-8000-0000000000${s}`);
    const [rated = "", registered = "", noShow = "", cancelled = ""] = ids;
    await db.experiences.bulkPut([
      testExperience({ id: rated, title: "Rated Workshop" }),
      testExperience({ id: registered, title: "Future Gig" }),
      testExperience({ id: noShow, title: "Missed Talk" }),
      testExperience({ id: cancelled, title: "Cancelled Play" }),
    ]);
    await db.registrations.bulkPut([
      registration(EXP, "attended", 1),
      registration(rated, "attended", 2),
      registration(registered, "registered", 3),
      registration(noShow, "no_show", 4),
      registration(cancelled, "cancelled", 5),
    ]);
    await db.interactions.put({
      id: "0197aaaa-0000-7000-8000-0000000002f1",
      userId: user.id,
      experienceId: rated,
      interactionType: "feedback",
      rating: 4,
      feedback: null,
      createdAt: "2025-06-13T10:00:00.000Z",
      updatedAt: null,
    });
    wrap(<HomeRateVisits />);
    const prompt = await screen.findByTestId("rate-visits");
    const items = within(prompt).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    const link = within(prompt).getByRole("link", { name: /^Rate it\W+Choir Evening$/ });
    expect(link).toHaveAttribute("href", `/experience/${EXP}#feedback`);
  });

  it("shows nothing when every visit is rated, or none was attended", async () => {
    await db.registrations.put(registration(EXP, "registered"));
    wrap(<HomeRateVisits />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("rate-visits")).not.toBeInTheDocument();
  });
});
