// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { expectConsoleError } from "#testing/console-errors.ts";
import { testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { ProfileTab } from "./profile-tab.tsx";

const failUpdate = { on: false };
vi.mock("../data/profile-repo.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../data/profile-repo.ts")>();
  return {
    ...actual,
    updateProfile: (patch: Parameters<typeof actual.updateProfile>[0]) =>
      failUpdate.on ? Promise.reject(new Error("quota")) : actual.updateProfile(patch),
  };
});

const alex = testUser({
  location: "Riga",
  bio: "Choirs and clay.",
  wellbeingGoals: ["Boost creativity"],
  preferredCategories: ["music"],
});

function renderTab() {
  return render(
    <I18nProvider i18n={i18n}>
      <ProfileTab />
    </I18nProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const edit = async () =>
  fireEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

beforeEach(async () => {
  await resetDatabaseForTests();
  failUpdate.on = false;
  useToastStore.getState().dismiss();
  useSessionStore.setState({ status: "signed-in", token: "tok", user: alex, expired: false });
});

afterEach(() => cleanup());

describe("ProfileTab read view", () => {
  it("shows an empty text for each missing field and U for a nameless user", async () => {
    useSessionStore.setState({
      user: testUser({ firstName: null, lastName: null, email: null }),
    });
    renderTab();
    expect(await screen.findByTestId("avatar")).toHaveProperty("textContent", "U");
    for (const text of [
      "No bio added yet",
      "No goals selected yet",
      "No categories selected yet",
      "None specified",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText("Not specified").length).toBe(3); // name, email, location
  });

  it("shows initials, translated goal and category badges", async () => {
    renderTab();
    expect(await screen.findByTestId("avatar")).toHaveProperty("textContent", "AM");
    expect(screen.getByText("Boost creativity")).toBeInTheDocument();
    expect(screen.getByText("Music & Sound")).toBeInTheDocument();
    expect(screen.getByText("Riga")).toBeInTheDocument();
  });
});

describe("ProfileTab edit mode", () => {
  it("fills the form from the profile, and Cancel throws the edits away", async () => {
    renderTab();
    await edit();
    expect(field("First name")).toHaveValue("Alex");
    expect(field("First name")).toHaveFocus();
    expect(screen.getByText("Helps us find experiences near you")).toBeInTheDocument();
    const goals = screen.getByRole("group", { name: "Wellbeing goals" });
    expect(within(goals).getAllByRole("checkbox")).toHaveLength(8);
    const categories = screen.getByRole("group", { name: "Preferred categories" });
    expect(within(categories).getAllByRole("checkbox")).toHaveLength(8);
    expect(within(goals).getByLabelText("Boost creativity")).toBeChecked();

    fireEvent.change(field("First name"), { target: { value: "Alexandra" } });
    fireEvent.click(within(goals).getByLabelText("Find inner peace"));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("button", { name: "Update Profile" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Alex Morgan" })).toBeInTheDocument();
    expect(screen.queryByText("Find inner peace")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Profile" })).toHaveFocus();
    await edit();
    expect(field("First name")).toHaveValue("Alex");
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows the schema's message for a bad e-mail and saves nothing", async () => {
    renderTab();
    await edit();
    fireEvent.change(field("Email"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Update Profile" }));

    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(field("Email")).toBeInvalid();
    expect(field("Email")).toHaveFocus();
    expect(await db.outbox.count()).toBe(0);
  });

  it("saves only what changed, toasts, and shows the new values", async () => {
    renderTab();
    await edit();
    fireEvent.change(field("Location"), { target: { value: "  Jūrmala " } });
    const goals = screen.getByRole("group", { name: "Wellbeing goals" });
    fireEvent.click(within(goals).getByLabelText("Reduce stress and anxiety"));
    const categories = screen.getByRole("group", { name: "Preferred categories" });
    fireEvent.click(within(categories).getByLabelText("Craft & Making"));
    fireEvent.click(screen.getByRole("button", { name: "Update Profile" }));

    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: "Profile Updated",
        description: "Your profile has been successfully updated.",
        variant: "success",
      }),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe("profile.update");
    expect(entry?.args).toEqual({
      location: "Jūrmala",
      wellbeingGoals: ["Reduce stress and anxiety", "Boost creativity"],
      preferredCategories: ["music", "craft-making"],
    });
    expect(await screen.findByText("Jūrmala")).toBeInTheDocument();
    expect(screen.getByText("Reduce stress and anxiety")).toBeInTheDocument();
    expect(screen.getByText("Craft & Making")).toBeInTheDocument();
  });

  it("keeps the form and shows the failure toast when saving fails", async () => {
    failUpdate.on = true;
    expectConsoleError(/^Error: quota\n/, 1);
    renderTab();
    await edit();
    fireEvent.change(field("Bio"), { target: { value: "New bio" } });
    fireEvent.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: "Update Failed",
        description: "Failed to update your profile. Please try again.",
        variant: "error",
      }),
    );
    expect(field("Bio")).toHaveValue("New bio");
    expect(screen.getByRole("button", { name: "Update Profile" })).toBeEnabled();
  });
});
