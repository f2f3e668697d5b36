import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Opens `path` once its heading shows (and, given `ready`, once that resolves: a prerendered page
 * must be the app's before axe walks it) and expects no WCAG 2.2 A/AA violation from axe.
 */
export async function scan(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible();
  await ready?.(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
}
