// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CardSection } from "./card-section.tsx";

afterEach(cleanup);

describe("CardSection", () => {
  it("is a region named by its h2, with the caller's attributes", () => {
    render(
      <CardSection id="steps" title="Five steps" data-testid="card" aria-busy>
        <p>Body</p>
      </CardSection>,
    );
    const region = screen.getByRole("region", { name: "Five steps" });
    expect(region).toHaveAttribute("aria-labelledby", "steps");
    expect(within(region).getByRole("heading", { level: 2, name: "Five steps" }).id).toBe("steps");
    expect(region).toHaveAttribute("data-testid", "card");
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(within(region).getByText("Body")).toBeInTheDocument();
  });

  it("takes an h3 inside a part with its own h2, and a lead under the heading", () => {
    render(
      <CardSection id="password" level={3} title="Change password" description="Stays signed in">
        <form aria-label="Password" />
      </CardSection>,
    );
    const region = screen.getByRole("region", { name: "Change password" });
    const heading = within(region).getByRole("heading", { level: 3 });
    expect(heading.nextElementSibling?.textContent).toBe("Stays signed in");
    expect(within(region).queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
  });
});
