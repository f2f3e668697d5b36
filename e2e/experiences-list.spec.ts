import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures.ts";

/**
 * Issue 15: the experiences list is windowed (only rows near the viewport are in the DOM). A
 * keyboard user must still reach every card in order: Tab from the last card in view lands in a
 * row rendered below it, which scrolls into view and brings the next rows.
 */

test("Tab walks through the windowed list past the cards first rendered", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.individual.username);
  await expect(page).toHaveURL(DEMO.individual.dashboard);
  await page.goto("/experiences");
  const list = page.getByTestId("experience-list");
  const items = list.locator("li[aria-posinset]");
  await expect(items.first()).toHaveAttribute("aria-posinset", "1");
  const setSize = Number(await items.first().getAttribute("aria-setsize"));
  const firstRendered = await items.count();
  // The seed holds more cards than one window renders, or this test would prove nothing.
  expect(setSize).toBeGreaterThan(firstRendered);

  await list.getByRole("link", { name: "Join Experience" }).first().focus();
  const focusedPosition = () =>
    page.evaluate(() =>
      Number(document.activeElement?.closest("li[aria-posinset]")?.getAttribute("aria-posinset")),
    );
  let position = await focusedPosition();
  expect(position).toBe(1);
  // Two stops per card (the favourite toggle and "Join Experience").
  for (let i = 0; i < 2 * (firstRendered + 3) && position <= firstRendered + 1; i++) {
    await page.keyboard.press("Tab");
    const next = await focusedPosition();
    expect(next).toBeGreaterThanOrEqual(position);
    position = next;
  }
  expect(position).toBeGreaterThan(firstRendered);
  // Still a window: the list did not simply render everything.
  expect(await items.count()).toBeLessThan(setSize);
});
