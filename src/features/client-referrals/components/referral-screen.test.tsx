// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { ReferralScreen } from "./referral-screen.tsx";
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
const EXP = "0197aaaa-0000-7000-8000-0000000000e1";
const QUESTIONS = {
  lifeSatisfaction: "Overall, how satisfied are you with your life nowadays?",
  worthwhile:
    "Overall, to what extent do you feel that the things you do in your life are worthwhile?",
  happiness: "Overall, how happy did you feel yesterday?",
  anxiety:
    "On a scale where 0 is 'not at all anxious' and 10 is 'completely anxious', overall, how anxious did you feel yesterday?",
};

/** The user's registration for the suggested experience, as this device holds it. */
const registration = (status: string) => ({
  id: "0197aaaa-0000-7000-8000-0000000003b1",
  userId: user.id,
  experienceId: EXP,
  status,
  registeredAt: "2025-05-20T10:00:00.000Z",
  attendedAt: status === "attended" ? "2025-05-25T18:00:00.000Z" : null,
  completedAt: null,
  wellbeingImpact: null,
  ticketToken: null,
  cancelledAt: null,
});

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const outbox = async () => (await db.outbox.toArray()).map((o) => [o.name, o.args]);

function answer(scores: Record<keyof typeof QUESTIONS, number>) {
  for (const [item, score] of Object.entries(scores)) {
    const group = screen.getByRole("group", { name: QUESTIONS[item as keyof typeof QUESTIONS] });
    const name = score === 0 ? "0, Not at all" : score === 10 ? "10, Completely" : String(score);
    fireEvent.click(within(group).getByRole("radio", { name }));
  }
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
  await db.experiences.put(testExperience({ id: EXP, title: "Choir Evening" }));
});
afterEach(() => cleanup());

describe("answering a referral", () => {
  it("shows who referred, the note and the suggestions, and asks the four questions 0–10", async () => {
    await db.referrals.put(testReferral({ experienceIds: [EXP] }));
    wrap(<ReferralScreen id={testReferral().id} />);
    expect(
      await screen.findByRole("heading", { name: "Referral from Dr Rivera" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Singing could help with the low mood.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choir Evening" })).toHaveAttribute(
      "href",
      `/experience/${EXP}`,
    );
    for (const question of Object.values(QUESTIONS)) {
      const group = screen.getByRole("group", { name: question });
      expect(within(group).getAllByRole("radio")).toHaveLength(11);
      expect(within(group).getByRole("radio", { name: "0, Not at all" })).toBeInTheDocument();
      expect(within(group).getByRole("radio", { name: "10, Completely" })).toBeInTheDocument();
    }
  });

  it("needs all four answers before accepting", async () => {
    await db.referrals.put(testReferral());
    wrap(<ReferralScreen id={testReferral().id} />);
    await screen.findByRole("button", { name: "Accept referral" });
    const first = screen.getByRole("group", { name: QUESTIONS.lifeSatisfaction });
    fireEvent.click(within(first).getByRole("radio", { name: "0, Not at all" }));
    fireEvent.click(screen.getByRole("button", { name: "Accept referral" }));
    await waitFor(() =>
      expect(screen.getAllByText("Choose a number from 0 to 10 for each question")).toHaveLength(3),
    );
    // Focus goes to the first unanswered question.
    const second = screen.getByRole("group", { name: QUESTIONS.worthwhile });
    expect(within(second).getByRole("radio", { name: "0, Not at all" })).toHaveFocus();
    expect(await db.outbox.count()).toBe(0);
  });

  it("accepts with the baseline and the consent, queued as referral.respond", async () => {
    await db.referrals.put(testReferral());
    wrap(<ReferralScreen id={testReferral().id} />);
    await screen.findByRole("button", { name: "Accept referral" });
    answer({ lifeSatisfaction: 5, worthwhile: 6, happiness: 0, anxiety: 10 });
    fireEvent.click(
      screen.getByRole("checkbox", { name: "Share my answers and attendance with Dr Rivera" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept referral" }));
    await waitFor(async () =>
      expect(await outbox()).toEqual([
        [
          "referral.respond",
          expect.objectContaining({
            decision: "accept",
            baseline: { lifeSatisfaction: 5, worthwhile: 6, happiness: 0, anxiety: 10 },
            shareOutcomes: true,
          }),
        ],
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId("next-step").textContent).toBe(
        "Book one of the suggested experiences, or another one you like.",
      ),
    );
    expect((await db.referrals.get(testReferral().id))?.status).toBe("accepted");
  });

  it("says a place already held at a suggestion counts, instead of asking to book", async () => {
    await db.referrals.put(testReferral({ experienceIds: [EXP] }));
    await db.registrations.put(registration("registered"));
    wrap(<ReferralScreen id={testReferral().id} />);
    await screen.findByRole("button", { name: "Accept referral" });
    answer({ lifeSatisfaction: 5, worthwhile: 6, happiness: 4, anxiety: 3 });
    fireEvent.click(screen.getByRole("button", { name: "Accept referral" }));
    await waitFor(async () =>
      expect((await db.referrals.get(testReferral().id))?.status).toBe("accepted"),
    );
    // The toast comes once the accept is queued, a step after the row is written.
    await waitFor(() =>
      expect(useToastStore.getState().current?.description).toBe(
        "You already have a place at one of the suggested experiences: it counts for this referral.",
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId("next-step").textContent).toBe(
        "You already have a place at one of the suggested experiences: it counts as booked for this referral once your device syncs.",
      ),
    );
    expect(screen.getByRole("link", { name: "See Choir Evening" })).toHaveAttribute(
      "href",
      `/experience/${EXP}`,
    );
  });

  it("says an attended suggestion counts, and offers no follow-up before the sync", async () => {
    await db.referrals.put(testReferral({ status: "accepted", experienceIds: [EXP] }));
    await db.registrations.put(registration("attended"));
    wrap(<ReferralScreen id={testReferral().id} />);
    await waitFor(() =>
      expect(screen.getByTestId("next-step")).toHaveTextContent(
        /^You already went to one of the suggested experiences/,
      ),
    );
    expect(screen.queryByRole("button", { name: "Send my answers" })).not.toBeInTheDocument();
  });

  it("declines only with a reason", async () => {
    await db.referrals.put(testReferral());
    wrap(<ReferralScreen id={testReferral().id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Decline…" }));
    fireEvent.click(await screen.findByRole("button", { name: "Decline referral" }));
    expect(await screen.findByText("Please give a reason")).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    fireEvent.change(screen.getByLabelText("Why are you declining?"), {
      target: { value: "  I work evenings  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Decline referral" }));
    await waitFor(async () =>
      expect(await outbox()).toEqual([
        [
          "referral.respond",
          expect.objectContaining({ decision: "decline", reason: "I work evenings" }),
        ],
      ]),
    );
    expect((await db.referrals.get(testReferral().id))?.status).toBe("declined");
  });
});

const baseline = { lifeSatisfaction: 4, worthwhile: 5, happiness: 3, anxiety: 8 };

describe("after the visit", () => {
  it("offers no follow-up before the door checked the client in", async () => {
    await db.experiences.put(testExperience({ id: EXP, title: "Choir Evening" }));
    await db.referrals.put(
      testReferral({ status: "booked", baseline, bookedExperienceId: EXP, experienceIds: [EXP] }),
    );
    wrap(<ReferralScreen id={testReferral().id} />);
    await waitFor(() => expect(screen.getByTestId("next-step")).toHaveTextContent(/^Go on .+2031/));
    expect(screen.queryByRole("button", { name: "Send my answers" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: QUESTIONS.happiness })).not.toBeInTheDocument();
  });

  it("records the follow-up once attended and shows the client's own before → after", async () => {
    await db.referrals.put(testReferral({ status: "attended", baseline }));
    wrap(<ReferralScreen id={testReferral().id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Send my answers" }));
    expect(
      await screen.findAllByText("Choose a number from 0 to 10 for each question"),
    ).toHaveLength(4);
    expect(await db.outbox.count()).toBe(0);
    answer({ lifeSatisfaction: 6, worthwhile: 5, happiness: 2, anxiety: 5 });
    fireEvent.click(screen.getByRole("button", { name: "Send my answers" }));
    await waitFor(async () =>
      expect(await outbox()).toEqual([
        [
          "referral.followUp",
          expect.objectContaining({
            followUp: { lifeSatisfaction: 6, worthwhile: 5, happiness: 2, anxiety: 5 },
          }),
        ],
      ]),
    );
    // Not shared (shareOutcomes false), and still shown to the client.
    // Anxiety 8 → 5 is an improvement: lower is better there (src/domain/ons4-change.ts).
    expect((await screen.findByTestId("change-lifeSatisfaction")).textContent).toBe(
      "improved by 2",
    );
    expect(screen.getByTestId("change-worthwhile").textContent).toBe("no change");
    expect(screen.getByTestId("change-happiness").textContent).toBe("worse by 1");
    expect(screen.getByTestId("change-anxiety").textContent).toBe("improved by 3");
    expect(screen.getByTestId("change-anxiety").parentElement?.textContent).toBe(
      "8 → 5from 8 to 5, improved by 3",
    );
    expect((await db.referrals.get(testReferral().id))?.status).toBe("completed");
  });

  it("lets the client take back and give consent, each queued as referral.consent", async () => {
    await db.referrals.put(testReferral({ status: "accepted", baseline, shareOutcomes: true }));
    wrap(<ReferralScreen id={testReferral().id} />);
    const box = await screen.findByRole("checkbox", {
      name: "Share my answers and attendance with Dr Rivera",
    });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(async () =>
      expect(await outbox()).toEqual([
        ["referral.consent", { id: testReferral().id, shareOutcomes: false }],
      ]),
    );
    await waitFor(() => expect(box).not.toBeChecked());
  });
});

it("does not show another client's referral", async () => {
  await db.referrals.put(testReferral({ clientId: "0197aaaa-0000-7000-8000-0000000000c9" }));
  wrap(<ReferralScreen id={testReferral().id} />);
  expect(await screen.findByRole("heading", { name: "Referral not found" })).toBeInTheDocument();
});
