// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Field } from "./field.tsx";
import { PasswordField } from "./password-field.tsx";
import { SelectField } from "./select-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { TextAreaField, TextField } from "./text-field.tsx";

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("TextField", () => {
  it("labels the input and ties the description, then the error, to it", () => {
    const onValueChange = vi.fn();
    wrap(
      <TextField
        name="email"
        type="email"
        label="Email"
        description="We never share it"
        error="Please enter a valid email"
        value="x"
        onValueChange={onValueChange}
        required
      />,
    );
    const input = screen.getByLabelText("Email") as HTMLInputElement;
    expect(input).toHaveAttribute("name", "email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("We never share it Please enter a valid email");
    expect(input).toHaveClass("input-error");

    fireEvent.change(input, { target: { value: "a@b.c" } });
    expect(onValueChange).toHaveBeenCalledWith("a@b.c");
  });

  it("is neither invalid nor described when it has no message and no description", () => {
    wrap(<TextField name="title" label="Title" value="" onValueChange={() => {}} />);
    const input = screen.getByLabelText("Title");
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(input).not.toHaveClass("input-error");
  });

  it("shows a required marker only when asked, hidden from assistive technology", () => {
    wrap(
      <>
        <TextField name="a" label="Plain" value="" onValueChange={() => {}} required />
        <TextField
          name="b"
          label="Marked"
          value=""
          onValueChange={() => {}}
          required
          markRequired
        />
      </>,
    );
    expect(screen.getByText("Plain").querySelector("[aria-hidden]")).not.toBeInTheDocument();
    const marker = screen.getByText("*");
    expect(marker).toHaveAttribute("aria-hidden", "true");
    expect(marker.closest("label")?.htmlFor).toBe(
      (document.querySelector('[name="b"]') as HTMLInputElement).id,
    );
  });
});

describe("TextAreaField and SelectField", () => {
  it("wire a textarea and a select the same way", () => {
    const onSelect = vi.fn();
    wrap(
      <>
        <TextAreaField
          name="bio"
          label="Bio"
          error="Bio must be less than 1000 characters"
          value="…"
          onValueChange={() => {}}
        />
        <SelectField name="level" label="Level" value="a" onValueChange={onSelect} error="Pick one">
          <option value="a">A</option>
          <option value="b">B</option>
        </SelectField>
      </>,
    );
    const bio = screen.getByLabelText("Bio");
    expect(bio.tagName).toBe("TEXTAREA");
    expect(bio).toHaveAccessibleDescription("Bio must be less than 1000 characters");
    const level = screen.getByLabelText("Level") as HTMLSelectElement;
    expect(level).toBeInvalid();
    expect(level).toHaveAccessibleDescription("Pick one");
    fireEvent.change(level, { target: { value: "b" } });
    expect(onSelect).toHaveBeenCalledWith("b");
  });
});

describe("Field (render prop)", () => {
  it("hands the control its id, name and ARIA wiring", () => {
    wrap(
      <Field name="benefit" label="Benefit" description="One sentence" error="Too long">
        {(control) => <input {...control} data-testid="custom" />}
      </Field>,
    );
    const input = screen.getByTestId("custom");
    expect(screen.getByLabelText("Benefit")).toBe(input);
    expect(input).toHaveAttribute("name", "benefit");
    expect(input).toHaveAccessibleDescription("One sentence Too long");
  });
});

describe("PasswordField", () => {
  it("toggles visibility with a pressed button that does not join the input's name", () => {
    wrap(
      <PasswordField
        name="password"
        label="Password"
        value="secret"
        onValueChange={() => {}}
        autoComplete="current-password"
        error="Password is required"
      />,
    );
    const input = screen.getByLabelText("Password") as HTMLInputElement;
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAccessibleDescription("Password is required");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-controls", input.id);
    fireEvent.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBePressed();
  });
});

describe("SubmitButton", () => {
  it("shows the label when idle, and a busy, disabled pending label while pending", () => {
    const { rerender } = wrap(
      <SubmitButton pending={false} pendingLabel="Saving...">
        Save
      </SubmitButton>,
    );
    const idle = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(idle).toHaveAttribute("type", "submit");
    expect(idle).toBeEnabled();
    expect(idle).not.toHaveAttribute("aria-busy");

    rerender(
      <I18nProvider i18n={i18n}>
        <SubmitButton pending pendingLabel="Saving...">
          Save
        </SubmitButton>
      </I18nProvider>,
    );
    const busy = screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement;
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    // The spinner is decoration: the button's name says what is happening.
    expect(busy.querySelector(".animate-spin")).toHaveAttribute("aria-hidden", "true");
  });
});
