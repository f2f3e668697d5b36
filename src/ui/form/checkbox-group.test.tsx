// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckboxGroup } from "./checkbox-group.tsx";

const OPTIONS = [
  { id: "a", label: "Alpha" },
  { id: "b", label: "Beta" },
  { id: "c", label: "Gamma" },
] as const;
type Id = (typeof OPTIONS)[number]["id"];

function Harness({ initial, onChange }: { initial: Id[]; onChange: (value: Id[]) => void }) {
  const [value, setValue] = useState<Id[]>(initial);
  return (
    <CheckboxGroup
      name="letters"
      legend="Letters"
      options={OPTIONS}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      error="Please choose from the list"
    />
  );
}

afterEach(cleanup);

describe("CheckboxGroup", () => {
  it("is a named group whose error is tied to it", () => {
    render(<Harness initial={[]} onChange={() => {}} />);
    const group = screen.getByRole("group", { name: "Letters" });
    expect(within(group).getAllByRole("checkbox")).toHaveLength(3);
    expect(group).toHaveAccessibleDescription("Please choose from the list");
  });

  it("reports the checked ids in the options' order, whatever the click order", () => {
    const onChange = vi.fn();
    // Stored out of order (an older save): the first change puts them in order.
    render(<Harness initial={["c"]} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText("Alpha"));
    expect(onChange).toHaveBeenLastCalledWith(["a", "c"]);
    fireEvent.click(screen.getByLabelText("Beta"));
    expect(onChange).toHaveBeenLastCalledWith(["a", "b", "c"]);
    fireEvent.click(screen.getByLabelText("Alpha"));
    expect(onChange).toHaveBeenLastCalledWith(["b", "c"]);
    expect(screen.getByLabelText("Alpha")).not.toBeChecked();
  });
});
