// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExperienceInput } from "#domain/experience-schemas.ts";
import { R, REASONS, type ReasonCode } from "#domain/reasons.ts";
import { ExperienceForm } from "./experience-form.tsx";

function renderForm(mode: "add" | "edit" = "add") {
  const onSubmit = vi.fn<(input: ExperienceInput) => Promise<void>>(async () => {});
  render(
    <I18nProvider i18n={i18n}>
      <ExperienceForm
        mode={mode}
        onSubmit={onSubmit}
        pending={false}
        cancel={<a href="/experiences">Cancel</a>}
      />
    </I18nProvider>,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () =>
  act(async () => fireEvent.click(screen.getByRole("button", { name: /Create|Update/ })));

beforeEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("ExperienceForm", () => {
  it("starts with the add form's defaults in three sections", () => {
    renderForm();
    for (const name of ["Basic Information", "Location & Timing", "Additional Details"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(field("Category")).toHaveValue("visual-arts");
    expect(field("Price (EUR)")).toHaveValue(0);
    expect(field("Duration (minutes)")).toHaveValue(60);
    expect(field("Max participants")).toHaveValue(20);
    expect(field("Difficulty")).toHaveValue("beginner");
    expect(screen.queryByRole("option", { name: "All levels" })).not.toBeInTheDocument();
  });

  it("shows each rule's message beside its field and focuses the first", async () => {
    const onSubmit = renderForm();
    type("Description", "short");
    type("Price (EUR)", "-1");
    type("Duration (minutes)", "500");
    type("Max participants", "0");
    type("Image URL", "javascript:alert(1)");
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const expected: [string, ReasonCode][] = [
      ["Title", R.title_required],
      ["Description", R.description_too_short],
      ["Price (EUR)", R.price_negative],
      ["Location", R.location_required],
      ["Venue", R.venue_required],
      ["Date and time", R.date_required],
      ["Duration (minutes)", R.duration_too_long],
      ["Image URL", R.image_url_invalid],
      ["Wellbeing benefit", R.wellbeing_benefit_required],
      ["Max participants", R.participants_too_few],
    ];
    for (const [label, message] of expected) {
      expect(field(label), label).toBeInvalid();
      expect(field(label), label).toHaveAccessibleDescription(
        expect.stringContaining(REASONS[message].en),
      );
    }
    expect(field("Title")).toHaveFocus();

    // Once fixed, a message goes away as the user types.
    type("Title", "x".repeat(101));
    expect(field("Title")).toHaveAccessibleDescription(
      expect.stringContaining(REASONS.title_too_long.en),
    );
    type("Title", "Printmaking");
    expect(field("Title")).not.toBeInvalid();
  });

  it("shows the messages in the chosen language", async () => {
    i18n.loadAndActivate({
      locale: "lv",
      messages: {
        [msg`Title is required`.id]: "Nosaukums ir obligāts",
        [msg`Venue is required`.id]: "Norises vieta ir obligāta",
      },
    });
    renderForm();
    await submit();
    expect(field("Title")).toHaveAccessibleDescription(
      expect.stringContaining("Nosaukums ir obligāts"),
    );
    expect(field("Venue")).toHaveAccessibleDescription(
      expect.stringContaining("Norises vieta ir obligāta"),
    );
  });

  it("sends valid input with the price in cents (×100)", async () => {
    const onSubmit = renderForm();
    type("Title", "  Printmaking  ");
    type("Description", "Gentle printmaking with local artists.");
    fireEvent.change(field("Category"), { target: { value: "craft" } });
    type("Price (EUR)", "12.5");
    type("Location", "Old Town, Riga");
    type("Venue", "Print Studio");
    type("Date and time", "2030-05-01T18:30");
    type("Image URL", "/images/experiences/craft-pottery.svg");
    type("Wellbeing benefit", "Calms the mind");
    type("Max participants", "");
    fireEvent.click(screen.getByLabelText("Hearing loop available"));
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
    const input = onSubmit.mock.calls[0]?.[0];
    expect(input).toMatchObject({
      title: "Printmaking",
      category: "craft",
      price: 1250,
      duration: 60,
      maxParticipants: null,
      difficultyLevel: "beginner",
      accessibilityFeatures: ["hearing-loop"],
    });
    expect(input?.date).toBe(new Date(2030, 4, 1, 18, 30).toISOString());
  });

  it("offers 'All levels' on the edit form", () => {
    renderForm("edit");
    expect(screen.getByRole("option", { name: "All levels" })).toBeInTheDocument();
  });
});
