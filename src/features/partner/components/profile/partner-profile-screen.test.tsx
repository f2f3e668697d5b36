// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { PartnerProfileScreen } from "./partner-profile-screen.tsx";

const partner = testUser({
  id: "0197aaaa-0000-7000-8000-0000000000b1",
  username: "riga-arts",
  userType: "cultural_partner",
});

function renderScreen() {
  render(
    <I18nProvider i18n={i18n}>
      <PartnerProfileScreen />
    </I18nProvider>,
  );
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const ORG = /^Organisation name/;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const outbox = () => db.outbox.orderBy("seq").toArray();

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "t", user: partner, expired: false });
});
afterEach(cleanup);

describe("PartnerProfileScreen: organisation profile", () => {
  it("shows each field's reason beside it, focuses the first, and queues nothing", async () => {
    renderScreen();
    await screen.findByLabelText(ORG);
    type("Contact e-mail", "not-an-email");
    type("Website", "culturewell.example");
    type("Venues", Array.from({ length: 11 }, (_, i) => `Hall ${i}`).join("\n"));
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Organisation name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(
      screen.getByText("Enter a full web address, such as https://example.org"),
    ).toBeInTheDocument();
    expect(screen.getByText("List at most 10 venues")).toBeInTheDocument();
    expect(input(ORG)).toHaveFocus();
    expect(input("Contact e-mail")).toBeInvalid();
    expect(await outbox()).toEqual([]);
  });

  it("saves on this device (offline too) with partnerProfile.update and a success toast", async () => {
    renderScreen();
    await screen.findByLabelText(ORG);
    type(ORG, "  Riga Arts Centre ");
    type("Venues", "Main Hall\n\n Studio 2 \nMain Hall");
    type("Website", "https://rigaarts.example");
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));

    await waitFor(async () => expect(await db.partners.get(partner.id)).toBeTruthy());
    expect(await db.partners.get(partner.id)).toMatchObject({
      organisationName: "Riga Arts Centre",
      venues: ["Main Hall", "Studio 2"],
      website: "https://rigaarts.example",
      contactEmail: null,
    });
    expect((await outbox()).map((e) => e.name)).toEqual(["partnerProfile.update"]);
    expect(useToastStore.getState().current?.title).toBe("Profile saved");
  });

  it("fills the form from the saved profile", async () => {
    await db.partners.put({
      id: partner.id,
      organisationName: "Riga Arts Centre",
      venues: ["Main Hall", "Studio 2"],
      contactEmail: "hello@rigaarts.example",
      contactPhone: null,
      website: null,
      description: null,
      accessibilityInfo: "Step-free entrance on Elm Street",
      updatedAt: "2030-01-01T00:00:00.000Z",
    });
    renderScreen();
    await waitFor(() => expect(input(ORG)).toHaveValue("Riga Arts Centre"));
    expect(input("Venues")).toHaveValue("Main Hall\nStudio 2");
    expect(input("Accessibility information")).toHaveValue("Step-free entrance on Elm Street");
  });
});

describe("PartnerProfileScreen: door helpers", () => {
  it("adds a helper by username (pending until synced) and removes one", async () => {
    renderScreen();
    const section = await screen.findByRole("region", { name: "Door helpers" });
    expect(
      within(section).getByText(/scan tickets at the door of your experiences, even offline/),
    ).toBeInTheDocument();

    type("Username of the new door helper", "riga-arts");
    fireEvent.click(within(section).getByRole("button", { name: "Add door helper" }));
    expect(
      await within(section).findByText("You already check tickets for your own experiences"),
    ).toBeInTheDocument();

    type("Username of the new door helper", " sam ");
    fireEvent.click(within(section).getByRole("button", { name: "Add door helper" }));
    expect(await within(section).findByText("sam")).toBeInTheDocument();
    expect(within(section).getByText("pending: waiting to sync")).toBeInTheDocument();
    const [row] = await db.doorHelpers.toArray();
    expect(row).toMatchObject({ partnerId: partner.id, helperName: "sam", helperId: "" });

    fireEvent.click(within(section).getByRole("button", { name: "Remove sam" }));
    await waitFor(() => expect(within(section).queryByText("sam")).not.toBeInTheDocument());
    expect((await outbox()).map((e) => e.name)).toEqual(["doorHelper.add", "doorHelper.remove"]);
  });

  it("lists only the helpers this partner named", async () => {
    await db.doorHelpers.bulkPut([
      {
        id: "0197aaaa-0000-7000-8000-0000000000c1",
        partnerId: partner.id,
        partnerName: "Riga Arts",
        helperId: "0197aaaa-0000-7000-8000-0000000000d1",
        helperName: "Dana",
        createdAt: "2030-01-01T00:00:00Z",
      },
      {
        id: "0197aaaa-0000-7000-8000-0000000000c2",
        partnerId: "0197aaaa-0000-7000-8000-0000000000b9",
        partnerName: "Other",
        helperId: partner.id,
        helperName: "riga-arts",
        createdAt: "2030-01-01T00:00:00Z",
      },
    ]);
    renderScreen();
    const section = await screen.findByRole("region", { name: "Door helpers" });
    expect(await within(section).findByText("Dana")).toBeInTheDocument();
    expect(within(section).queryByText("pending: waiting to sync")).not.toBeInTheDocument();
    expect(within(section).getAllByRole("listitem")).toHaveLength(1);
  });
});
