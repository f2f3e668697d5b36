// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { expectConsoleError } from "#testing/console-errors.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { useLoggedMoodStore } from "./logged-mood-store.ts";
import { MoodCheckIn } from "./mood-check-in.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

// The real repo, with a switch to make logging fail.
const failLog = { on: false };
vi.mock("../data/moods-repo.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../data/moods-repo.ts")>();
  return {
    ...actual,
    logMood: (input: Parameters<typeof actual.logMood>[0]) =>
      failLog.on ? Promise.reject(new Error("disk full")) : actual.logMood(input),
  };
});

const user = testUser();
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function renderCheckIn() {
  return render(
    <I18nProvider i18n={i18n}>
      <MoodCheckIn />
    </I18nProvider>,
  );
}

const slider = () => screen.queryByRole("slider") as HTMLInputElement | null;

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

beforeEach(async () => {
  await resetDatabaseForTests();
  failLog.on = false;
  useToastStore.getState().dismiss();
  useLoggedMoodStore.getState().forget();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
  await db.experiences.bulkPut([
    testExperience({
      id: "e-calm",
      title: "Quiet Clay Evening",
      category: "craft",
      date: future(3),
    }),
    testExperience({ id: "e-loud", title: "Big Band Night", category: "music", date: future(2) }),
    testExperience({ id: "e-past", title: "Old Pottery", category: "craft", date: future(-3) }),
  ]);
  await db.moodRecommendations.put({
    id: "r1",
    mood: "anxious",
    experienceCategory: "craft-making",
    recommendationReason: "Hands busy, mind calm",
    effectiveness: 9,
  });
});

afterEach(() => {
  cleanup();
});

describe("MoodCheckIn", () => {
  it("asks a signed-out visitor to log in instead of showing the form", () => {
    useSessionStore.setState({ status: "signed-out", token: null, user: null });
    renderCheckIn();
    expect(
      screen.getByText("Please log in to track your mood and get personalized recommendations."),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  });

  it("offers eight moods as one radio group, and the rest only once a mood is chosen", () => {
    renderCheckIn();
    const radios = screen.getAllByRole("radio");
    expect(radios.map((r) => (r as HTMLInputElement).name)).toEqual(Array(8).fill("mood"));
    expect(
      screen.getByRole("group", { name: "Choose the mood closest to how you feel" }),
    ).toBeInTheDocument();
    expect(slider()).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Log Mood" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("radio", { name: "Anxious" }));

    const range = slider();
    expect(range).toHaveValue("5");
    expect([range?.min, range?.max, range?.step]).toEqual(["1", "10", "1"]);
    expect(range).toHaveAttribute("aria-valuetext", "5 out of 10");
    fireEvent.change(range as HTMLInputElement, { target: { value: "8" } });
    expect(slider()).toHaveAttribute("aria-valuetext", "8 out of 10");
    expect(screen.getByText("8/10")).toBeInTheDocument();
    expect(screen.getByLabelText("Notes (optional)")).toBeInTheDocument();
  });

  it("logs the mood with trimmed notes, toasts, and shows mood-matched experiences", async () => {
    renderCheckIn();
    fireEvent.click(screen.getByRole("radio", { name: "Anxious" }));
    fireEvent.change(slider() as HTMLInputElement, { target: { value: "7" } });
    fireEvent.change(screen.getByLabelText("Notes (optional)"), {
      target: { value: "  long day  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Log Mood" }));

    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: "Mood logged successfully",
        description: "We've found some experiences that might help you feel better.",
        variant: "success",
      }),
    );
    const [entry] = await db.moodEntries.toArray();
    expect(entry).toMatchObject({
      userId: user.id,
      mood: "anxious",
      intensity: 7,
      notes: "long day",
    });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((o) => o.name)).toEqual(["mood.log"]);

    const heading = await screen.findByRole("heading", { name: "Experiences that might help" });
    await waitFor(() => expect(screen.getByText("Quiet Clay Evening")).toBeInTheDocument());
    expect(screen.queryByText("Big Band Night")).not.toBeInTheDocument();
    expect(screen.queryByText("Old Pottery")).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    // The form is ready for the next check-in, and the latest mood is shown.
    expect(slider()).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("latest-mood")).toHaveTextContent("Anxious, 7/10"),
    );
  });

  it("omits empty notes", async () => {
    renderCheckIn();
    fireEvent.click(screen.getByRole("radio", { name: "Joyful" }));
    fireEvent.change(screen.getByLabelText("Notes (optional)"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Log Mood" }));
    await waitFor(async () => expect(await db.moodEntries.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.args).not.toHaveProperty("notes");
    expect((await db.moodEntries.toArray())[0]).toMatchObject({ intensity: 5, notes: null });
  });

  it("shows the failure toast and keeps the choice when logging fails", async () => {
    failLog.on = true;
    expectConsoleError(/^Error: disk full\n/, 1);
    renderCheckIn();
    fireEvent.click(screen.getByRole("radio", { name: "Stressed" }));
    fireEvent.click(screen.getByRole("button", { name: "Log Mood" }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: "Error",
        description: "Failed to log mood. Please try again.",
        variant: "error",
      }),
    );
    expect(screen.getByRole("radio", { name: "Stressed" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Log Mood" })).toBeEnabled();
    expect(
      screen.queryByRole("heading", { name: "Experiences that might help" }),
    ).not.toBeInTheDocument();
  });
});
