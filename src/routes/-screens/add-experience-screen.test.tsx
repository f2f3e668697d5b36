// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useSessionStore } from "#session/session-store.ts";
import { testUser } from "#testing/fixtures.ts";
import { AddExperienceScreen } from "./add-experience-screen.tsx";

function renderAs(userType: "individual" | "professional" | "cultural_partner") {
  useSessionStore.setState({
    status: "signed-in",
    token: "t",
    user: testUser({ userType }),
    expired: false,
  });
  const root = createRootRoute({ component: AddExperienceScreen });
  const history = createMemoryHistory({ initialEntries: ["/add-experience"] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree: root, history })} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("AddExperienceScreen: only cultural partners list experiences", () => {
  it.each(["individual", "professional"] as const)(
    "tells a %s why, with the way to /for-partners",
    async (type) => {
      renderAs(type);
      expect(
        await screen.findByRole("heading", { name: "Only cultural partners can list experiences" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Become a cultural partner" })).toHaveAttribute(
        "href",
        "/for-partners",
      );
      expect(
        screen.queryByRole("button", { name: /Create Experience|Add Experience/ }),
      ).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
    },
  );

  it("gives a cultural partner the form", async () => {
    renderAs("cultural_partner");
    expect(await screen.findByLabelText(/^Title/)).toBeInTheDocument();
    expect(
      screen.queryByText("Only cultural partners can list experiences"),
    ).not.toBeInTheDocument();
  });
});
