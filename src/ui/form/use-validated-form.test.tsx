// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { R } from "#domain/reasons.ts";
import { CheckboxGroup } from "./checkbox-group.tsx";
import { TextField } from "./text-field.tsx";
import { useValidatedForm, type ValidatedFormOptions } from "./use-validated-form.ts";

const GOALS = ["calm", "joy"] as const;
const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(R.name_required)),
  email: v.pipe(v.string(), v.email(R.email_invalid)),
  goals: v.array(v.picklist(GOALS, R.wellbeing_goal_unknown)),
});
interface Values {
  name: string;
  email: string;
  goals: string[];
}
const FIELDS = ["name", "email", "goals"] as const;

let api: ReturnType<typeof useValidatedForm<Values, typeof schema>>;

function Harness({
  onValid,
  initial = { name: "", email: "bad", goals: [] },
  liveErrors,
}: {
  onValid: (output: v.InferOutput<typeof schema>) => void;
  initial?: Values;
  liveErrors?: ValidatedFormOptions<Values, typeof schema>["liveErrors"];
}) {
  const form = useValidatedForm({ schema, initial, fields: FIELDS, liveErrors });
  api = form;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField
        name="name"
        label="Name"
        value={form.values.name}
        onValueChange={(value) => form.setField("name", value)}
        error={form.errors.name}
      />
      <TextField
        name="email"
        label="Email"
        value={form.values.email}
        onValueChange={(value) => form.setField("email", value)}
        error={form.errors.email}
      />
      <CheckboxGroup
        name="goals"
        legend="Goals"
        options={GOALS.map((id) => ({ id, label: id }))}
        value={form.values.goals}
        onValueChange={(value) => form.setField("goals", value)}
        error={form.errors.goals}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send" }));
const renderForm = (props: Parameters<typeof Harness>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <Harness {...props} />
    </I18nProvider>,
  );

beforeEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("useValidatedForm", () => {
  it("on an invalid submit: messages beside the fields, focus on the first, input kept", () => {
    const onValid = vi.fn();
    renderForm({ onValid });
    type("Name", "  ");
    send();
    expect(onValid).not.toHaveBeenCalled();
    expect(input("Name")).toBeInvalid();
    expect(input("Name")).toHaveAccessibleDescription("Name is required");
    expect(input("Email")).toHaveAccessibleDescription("Please enter a valid email");
    expect(input("Name")).toHaveFocus();
    expect(input("Name")).toHaveValue("  ");
    expect(api.submitted).toBe(true);
  });

  it("hands the schema's output to onValid and clears the messages", () => {
    const onValid = vi.fn();
    renderForm({ onValid });
    send();
    type("Name", "  Ada ");
    type("Email", "ada@example.org");
    fireEvent.click(screen.getByLabelText("joy"));
    send();
    expect(onValid).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.org", goals: ["joy"] });
    expect(input("Name")).not.toBeInvalid();
  });

  it("revalidates on every change after a submit (the default)", () => {
    renderForm({ onValid: () => {} });
    type("Email", "still-bad"); // before any submit: no message
    expect(input("Email")).not.toBeInvalid();
    send();
    type("Name", "Ada");
    expect(input("Name")).not.toBeInvalid();
    type("Name", "");
    expect(input("Name")).toHaveAccessibleDescription("Name is required");
    expect(input("Email")).toHaveAccessibleDescription("Please enter a valid email");
  });

  it("with liveErrors 'clear', editing a field only hides its own message", () => {
    renderForm({ onValid: () => {}, liveErrors: "clear" });
    send();
    type("Email", "still-bad");
    expect(input("Email")).not.toBeInvalid();
    expect(input("Name")).toHaveAccessibleDescription("Name is required");
    send();
    expect(input("Email")).toHaveAccessibleDescription("Please enter a valid email");
  });

  it("shows messages from elsewhere per field (dot paths to their field) and focuses the first", () => {
    renderForm({ onValid: () => {}, initial: { name: "Ada", email: "a@b.co", goals: [] } });
    send(); // valid; then the server answers
    act(() =>
      api.showErrors({ "goals.1": R.wellbeing_goal_unknown, email: R.email_taken, other: "x" }),
    );
    expect(input("Email")).toHaveAccessibleDescription("An account with this email already exists");
    expect(screen.getByRole("group", { name: "Goals" })).toHaveAccessibleDescription(
      "Unknown wellbeing goal",
    );
    expect(Object.keys(api.errors)).toEqual(["email", "goals"]);
    expect(input("Email")).toHaveFocus();
  });

  it("reset starts over: new values, no messages, not submitted", () => {
    renderForm({ onValid: () => {} });
    send();
    act(() => api.reset({ name: "Bo", email: "", goals: [] }));
    expect(input("Name")).toHaveValue("Bo");
    expect(input("Email")).not.toBeInvalid();
    expect(api.submitted).toBe(false);
    type("Email", "bad"); // not submitted: no live message
    expect(input("Email")).not.toBeInvalid();
    act(() => api.reset((current) => ({ ...current, email: "kept@example.org" })));
    expect(input("Name")).toHaveValue("Bo");
    expect(input("Email")).toHaveValue("kept@example.org");
  });

  it("re-translates messages already shown when the language changes", () => {
    renderForm({ onValid: () => {} });
    send();
    expect(input("Name")).toHaveAccessibleDescription("Name is required");
    act(() =>
      i18n.loadAndActivate({
        locale: "lv",
        messages: { [msg`Name is required`.id]: "Vārds ir obligāts" },
      }),
    );
    expect(input("Name")).toHaveAccessibleDescription("Vārds ir obligāts");
  });
});
