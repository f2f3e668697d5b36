// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { getNotificationSettings } from "../data/notification-settings-repo.ts";
import { NotificationSettingsCard } from "./notification-settings-card.tsx";

const user = testUser();

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
  render(
    <I18nProvider i18n={i18n}>
      <NotificationSettingsCard />
    </I18nProvider>,
  );
});

afterEach(() => cleanup());

describe("NotificationSettingsCard", () => {
  it("starts with notifications on and no default reminder", async () => {
    const toggle = (await screen.findByRole("checkbox", {
      name: "Reminder notifications",
    })) as HTMLInputElement;
    expect(toggle).toBeChecked();
    const lead = screen.getByLabelText("Default reminder for new events") as HTMLSelectElement;
    expect(lead).toHaveValue("none");
    expect([...lead.options].map((o) => o.textContent)).toEqual([
      "No reminder",
      "15 minutes before",
      "1 hour before",
      "2 hours before",
      "1 day before",
    ]);
  });

  it("saves each change on this device and queues it for the server (offline too)", async () => {
    const toggle = await screen.findByRole("checkbox", { name: "Reminder notifications" });
    fireEvent.click(toggle);
    await waitFor(async () =>
      expect((await getNotificationSettings(user.id)).remindersEnabled).toBe(false),
    );
    fireEvent.change(screen.getByLabelText("Default reminder for new events"), {
      target: { value: "2h" },
    });
    await waitFor(async () =>
      expect(await getNotificationSettings(user.id)).toEqual({
        remindersEnabled: false,
        defaultReminderLead: "2h",
      }),
    );
    const queued = await db.outbox.toArray();
    expect(queued.map((o) => [o.name, o.args])).toEqual([
      ["profile.update", { remindersEnabled: false }],
      ["profile.update", { defaultReminderLead: "2h" }],
    ]);
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});
