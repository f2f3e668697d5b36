// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { JourneyTabs, type ProfileTabId } from "./journey-tabs.tsx";

function Harness({ start = "profile" as ProfileTabId }) {
  const [tab, setTab] = useState<ProfileTabId>(start);
  return (
    <I18nProvider i18n={i18n}>
      <JourneyTabs
        active={tab}
        onChange={setTab}
        panels={{
          profile: <button type="button">profile panel</button>,
          recommendations: <button type="button">for you panel</button>,
          favorites: <button type="button">favorites panel</button>,
          history: <button type="button">history panel</button>,
        }}
      />
    </I18nProvider>
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => cleanup());

describe("JourneyTabs", () => {
  it("is a tab list with one tab stop and a labelled panel", () => {
    render(<Harness />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Profile", "For You", "Favorites", "History"]);
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual([
      "true",
      "false",
      "false",
      "false",
    ]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole("tabpanel", { name: "Profile" });
    expect(panel.textContent).toBe("profile panel");
    expect(tabs[0]).toHaveAttribute("aria-controls", panel.id);
  });

  it("moves and opens with the arrow keys, Home and End, wrapping around", () => {
    render(<Harness />);
    const list = screen.getByRole("tablist");
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "For You" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "For You" })).toHaveFocus();
    expect(screen.getByRole("tabpanel").textContent).toBe("for you panel");
    fireEvent.keyDown(list, { key: "End" });
    expect(screen.getByRole("tab", { name: "History" })).toHaveFocus();
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveFocus();
    fireEvent.keyDown(list, { key: "ArrowLeft" });
    expect(screen.getByRole("tabpanel").textContent).toBe("history panel");
    fireEvent.keyDown(list, { key: "Home" });
    expect(screen.getByRole("tabpanel").textContent).toBe("profile panel");
  });
});
