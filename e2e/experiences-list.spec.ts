import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures.ts";

/**
 * The experiences list is windowed (only rows near the viewport are in the DOM). A
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

/**
 * A loading screen must not repaint on the main thread every frame. Skeletons show
 * during a first sync, whose IndexedDB writes wait for the main thread; daisyUI's shimmer (a moving
 * background) repainted six skeleton cards about 100 times in a 10,000-row first sync. Every
 * skeleton, alone or as a card (`skeleton-group`), animates only what the compositor animates
 * alone: opacity and transform.
 */
test("skeletons animate only opacity and transform", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/landing");
  const animated = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.innerHTML =
      '<div class="skeleton h-4 w-4"></div><div class="skeleton-group"><div class="skeleton h-4 w-4"></div></div>';
    document.body.append(probe);
    const properties = document.getAnimations().flatMap((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target || !probe.contains(target)) return [];
      const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
      return keyframes.flatMap((frame) =>
        Object.keys(frame).filter(
          (key) => !["offset", "computedOffset", "easing", "composite"].includes(key),
        ),
      );
    });
    const count = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return target && probe.contains(target);
    }).length;
    probe.remove();
    return { count, properties: [...new Set(properties)].sort() };
  });
  // The lone skeleton and the group pulse; the block inside the group pulses with it.
  expect(animated.count).toBe(2);
  expect(animated.properties).toEqual(["opacity"]);
});
