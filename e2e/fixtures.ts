import { expect, type Page } from "@playwright/test";

export type UserType = "individual" | "professional" | "cultural_partner";

/** Where signing in lands, per user type (written out, not derived from the app's table). */
export const DASHBOARD: Record<UserType, string> = {
  individual: "/dashboard-individual",
  professional: "/dashboard-professional",
  cultural_partner: "/dashboard-cultural-partner",
};

export interface Account {
  username: string;
  dashboard: string;
}

/**
 * Demo accounts seeded on an empty database (server/db/demo-accounts.ts). Read-only in tests:
 * a test that changes data (listings, registrations, inquiries) makes its own account, so no
 * test depends on what another one did before it.
 */
export const DEMO_PASSWORD = "culture-demo-1";
export const DEMO = {
  individual: { username: "demo-individual", dashboard: DASHBOARD.individual },
  professional: { username: "demo-professional", dashboard: DASHBOARD.professional },
  cultural_partner: { username: "demo-partner", dashboard: DASHBOARD.cultural_partner },
} as const satisfies Record<UserType, Account>;
export const DEMO_INVITATION_CODE = "CULTURE-2025";

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Waits until the service worker controls the page, so a reload can be served offline. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), {
          once: true,
        });
      });
    }
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

export function uniqueName(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Waits until the app runs a prerendered page (/landing, and / for visitors: decision 0016). Such a
 * page is painted before the app's JavaScript starts, and its buttons do nothing until then.
 * The newsletter field is drawn only by the running app, so its showing means the app took over.
 */
export async function waitForAppOnLanding(page: Page) {
  await expect(page.locator('main input[type="email"]')).toBeVisible();
}
