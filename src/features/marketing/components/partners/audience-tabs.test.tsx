// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AudienceTabs } from "./audience-tabs.tsx";

const TABS = [
  { id: "a", label: "Alpha", panel: <p>Alpha panel</p> },
  { id: "b", label: "Beta", panel: <p>Beta panel</p> },
  { id: "c", label: "Gamma", panel: <p>Gamma panel</p> },
] as const;

function Harness() {
  const [selected, setSelected] = useState<"a" | "b" | "c">("a");
  return <AudienceTabs label="Demo" tabs={TABS} selected={selected} onSelect={setSelected} />;
}

const tab = (name: string) => screen.getByRole("tab", { name });
const key = (name: string) => fireEvent.keyDown(document.activeElement as Element, { key: name });

afterEach(cleanup);

describe("AudienceTabs (WAI-ARIA tabs, automatic activation)", () => {
  it("has one tab stop and a panel labelled by the selected tab", () => {
    render(<Harness />);
    expect(tab("Alpha")).toHaveAttribute("aria-selected", "true");
    expect(tab("Alpha").tabIndex).toBe(0);
    expect(tab("Beta").tabIndex).toBe(-1);
    expect(screen.getByRole("tabpanel", { name: "Alpha" }).textContent).toBe("Alpha panel");
  });

  it("arrows move and select with wrap-around; Home and End go to the ends", () => {
    render(<Harness />);
    tab("Alpha").focus();
    key("ArrowRight");
    expect(tab("Beta")).toHaveFocus();
    expect(screen.getByRole("tabpanel").textContent).toBe("Beta panel");
    key("End");
    expect(tab("Gamma")).toHaveFocus();
    key("ArrowRight");
    expect(tab("Alpha")).toHaveFocus();
    key("ArrowLeft");
    expect(tab("Gamma")).toHaveFocus();
    key("Home");
    expect(tab("Alpha")).toHaveFocus();
    expect(tab("Alpha").tabIndex).toBe(0);
    expect(tab("Gamma").tabIndex).toBe(-1);
  });
});
