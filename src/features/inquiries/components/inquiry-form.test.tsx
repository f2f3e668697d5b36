// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { InquiryForm } from "./inquiry-form.tsx";

const experience = testExperience();
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const describedText = (el: HTMLElement) =>
  document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent;
const send = () =>
  act(async () => fireEvent.click(screen.getByRole("button", { name: "Send Inquiry" })));

function renderForm() {
  render(
    <I18nProvider i18n={i18n}>
      <InquiryForm experienceId={experience.id} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.put(experience);
  useSessionStore.setState({ status: "signed-in", token: "t", user: testUser(), expired: false });
  useToastStore.getState().dismiss();
});
afterEach(cleanup);

describe("InquiryForm ('Need More Information')", () => {
  it("is prefilled from the signed-in user", () => {
    renderForm();
    expect(input("Name")).toHaveValue("Alex Morgan");
    expect(input("Email")).toHaveValue("alex@culturewell.example");
  });

  it("says the name is required and the e-mail invalid, and sends nothing", async () => {
    renderForm();
    fireEvent.change(input("Name"), { target: { value: " " } });
    fireEvent.change(input("Email"), { target: { value: "not-an-email" } });
    await send();
    expect(describedText(input("Name"))).toBe("Name is required");
    expect(describedText(input("Email"))).toBe("Please enter a valid email");
    expect(input("Name")).toHaveFocus();
    expect(await db.outbox.count()).toBe(0);
  });

  it("queues the inquiry and says 'Inquiry Sent!'", async () => {
    renderForm();
    fireEvent.change(input("Message (optional)"), { target: { value: "Is there parking?" } });
    await send();
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: "Inquiry Sent!",
        description: "We'll get back to you within 24 hours about this experience.",
      }),
    );
    expect(await db.inquiries.toArray()).toMatchObject([
      { experienceId: experience.id, name: "Alex Morgan", message: "Is there parking?" },
    ]);
    expect(input("Message (optional)")).toHaveValue("");
  });
});
