// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ScreenSkeleton } from "./screen-skeleton.tsx";

afterEach(cleanup);

describe("ScreenSkeleton", () => {
  it("says once what is loading and hides its boxes, sized and laid out as the caller says", () => {
    render(
      <ScreenSkeleton
        label="Loading your dashboard…"
        testId="loading"
        parts={[
          "figures",
          { name: "list", heading: "h-7", count: 3, grid: "gap-6 lg:grid-cols-3", box: "h-20" },
        ]}
      />,
    );
    const root = screen.getByTestId("loading");
    expect(root).toHaveAttribute("aria-busy", "true");
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual([
      "Loading your dashboard…",
    ]);
    const boxes = root.querySelector('[aria-hidden="true"]');
    expect(boxes?.children).toHaveLength(2);
    const list = boxes?.children[1];
    expect(list?.querySelector(".skeleton.h-7")).toBeInTheDocument();
    expect(list?.querySelector(".grid.gap-6")?.querySelectorAll(".skeleton.h-20")).toHaveLength(3);
    // The figures: four cards, each a label, a value and a note line.
    expect(boxes?.children[0]?.children).toHaveLength(4);
  });
});
