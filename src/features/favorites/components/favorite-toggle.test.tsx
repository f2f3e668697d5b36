// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { FavoriteToggle } from "./favorite-toggle.tsx";

const experience = testExperience();

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.put(experience);
  useSessionStore.setState({ status: "signed-in", token: "t", user: testUser(), expired: false });
});
afterEach(cleanup);

describe("FavoriteToggle", () => {
  it("is a toggle button with one label whose pressed state follows the saved favourite", async () => {
    render(
      <I18nProvider i18n={i18n}>
        <FavoriteToggle experienceId={experience.id} title={experience.title} />
      </I18nProvider>,
    );
    const button = screen.getByRole("button", { name: "Save “Evening choir” to favorites" });
    expect(button).not.toBePressed();
    fireEvent.click(button);
    await waitFor(() => expect(button).toBePressed());
    expect(await db.favorites.count()).toBe(1);
    fireEvent.click(button);
    await waitFor(() => expect(button).not.toBePressed());
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual([
      "favorite.add",
      "favorite.remove",
    ]);
  });
});
