// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { testExperience } from "#testing/fixtures.ts";
import { BookingSummary } from "./booking-summary.tsx";

const experience = testExperience();

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  await db.inquiries.bulkPut(
    [1, 2, 3, 4, 5].map((n) => ({
      id: `0197aaaa-0000-7000-8000-00000000b00${n}`,
      experienceId: experience.id,
      userId: null,
      name: `Person ${n}`,
      email: `p${n}@example.org`,
      message: n === 5 ? "Newest question" : null,
      createdAt: `2030-01-0${n}T10:00:00.000Z`,
    })),
  );
});
afterEach(cleanup);

describe("BookingSummary beside the edit form", () => {
  it("shows the total, the three most recent inquiries and '+n more'", async () => {
    render(
      <I18nProvider i18n={i18n}>
        <BookingSummary experienceId={experience.id} />
      </I18nProvider>,
    );
    await screen.findByText("Person 5");
    expect(screen.getByTestId("inquiry-total").textContent).toBe("5");
    const names = screen.getAllByText(/^Person \d$/).map((el) => el.textContent);
    expect(names).toEqual(["Person 5", "Person 4", "Person 3"]);
    expect(screen.getByText("p5@example.org")).toBeInTheDocument();
    expect(screen.getByText("Newest question")).toBeInTheDocument();
    expect(screen.getByText("+2 more inquiries")).toBeInTheDocument();
  });
});
