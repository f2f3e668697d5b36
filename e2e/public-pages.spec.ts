import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { scan } from "./axe-scan.ts";
import { DEMO, signIn, uniqueName, waitForServiceWorker } from "./fixtures.ts";

const isContactPost = (url: string, method: string) =>
  method === "POST" && new URL(url).pathname === "/api/contact";

test("a visitor's contact message written offline shows the thank-you and is stored once when back online", async ({
  page,
  context,
}) => {
  const email = `${uniqueName("visitor")}@example.com`;
  const answers: number[] = [];
  page.on("response", (response) => {
    if (isContactPost(response.url(), response.request().method())) answers.push(response.status());
  });

  await page.goto("/contact?type=researcher");
  await waitForServiceWorker(page);
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("researcher");
  await page.getByLabel("Name").fill("Dana Visitor");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Subject").fill("Studying arts on prescription");
  await page.getByLabel("Message").fill("Could we talk about a research collaboration?");
  await page.getByLabel(/Subscribe to our newsletter/).check();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for reaching out!" })).toBeFocused();
  await expect(
    page.getByText(/will be sent automatically as soon as there is a connection/),
  ).toBeVisible();

  // Back online, the waiting message leaves by itself, from another page too.
  await page.getByRole("link", { name: "For Partners" }).first().click();
  await expect(page).toHaveURL("/for-partners");
  const sent = page.waitForResponse((r) => isContactPost(r.url(), r.request().method()));
  await context.setOffline(false);
  const response = await sent;
  expect(response.status()).toBe(201);
  const key = response.request().headers()["idempotency-key"];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);

  // The server holds it under that key: the same key again is answered "already stored" (200)
  // and stores nothing. (That the newsletter box subscribed the address is a server test: the
  // newsletter answers alike for new and known addresses.)
  const body = response.request().postDataJSON();
  expect(body).toMatchObject({ email, inquiryType: "researcher", newsletter: true });
  const repeat = await page.request.post("/api/contact", {
    data: body,
    headers: { "Idempotency-Key": key as string },
  });
  expect(repeat.status()).toBe(200);
  expect(answers).toEqual([201]);
});

test("the contact form names each invalid field, then 'Send Another Message' returns to it", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("general");
  await page.getByLabel("Message").fill("Too short");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Valid email is required")).toBeVisible();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();

  await page.getByLabel("Name").fill("Sam");
  await page.getByLabel("Email").fill(`${uniqueName("sam")}@example.com`);
  await page.getByLabel("Subject").fill("Hello");
  await page.getByLabel("Message").fill("A question about access to venues.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/get back to you within 24 hours/)).toBeVisible();
  await page.getByRole("button", { name: "Send Another Message" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("");
});

test("For Partners tabs work with the keyboard and every call to action prefills the inquiry type", async ({
  page,
}) => {
  await page.goto("/for-partners");
  const organisations = page.getByRole("tab", { name: "Cultural Organizations" });
  const professionals = page.getByRole("tab", { name: "Health Professionals" });
  await expect(organisations).toHaveAttribute("aria-selected", "true");
  await expect(professionals).toHaveAttribute("tabindex", "-1");

  await organisations.focus();
  await page.keyboard.press("ArrowRight");
  await expect(professionals).toBeFocused();
  await expect(professionals).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL("/for-partners?tab=professionals");
  await expect(page.getByRole("tabpanel", { name: "Health Professionals" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(organisations).toBeFocused();
  await page.keyboard.press("End");
  await expect(professionals).toBeFocused();
  await page.keyboard.press("Home");
  await expect(organisations).toBeFocused();
  await expect(page).toHaveURL("/for-partners?tab=organizations");
  // One tab stop: Tab leaves the tab list for the panel's call to action.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Become a Cultural Partner" })).toBeFocused();

  await expect(page.getByText("£29/month")).toBeVisible();
  await page.getByRole("link", { name: "Choose Professional: Professional Partner" }).click();
  await expect(page).toHaveURL("/contact?type=cultural-partner");
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("cultural-partner");

  await page.goto("/for-partners?tab=professionals");
  await page.getByRole("link", { name: "Join as a Health Professional" }).click();
  await expect(page).toHaveURL("/contact?type=health-professional");
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("health-professional");
});

test("Why Culture & Wellbeing links its sources and leads to experiences and partners", async ({
  page,
}) => {
  await page.goto("/why-culture-wellbeing");
  const sources = page.getByRole("link", { name: "Read the source (opens in a new tab)" });
  await expect(sources).toHaveCount(3);
  await expect(sources.first()).toHaveAttribute(
    "href",
    "https://www.who.int/europe/publications/i/item/9789289054553",
  );
  await expect(page.getByText(/not quotes from real people/)).toBeVisible();
  await expect(page.getByText("2,500+")).toBeVisible();
  await page.getByRole("link", { name: "Become a Partner" }).click();
  await expect(page).toHaveURL("/for-partners");
});

const SUPPORT_PAGES = {
  "Help Center": "/help",
  "Community Guidelines": "/community-guidelines",
  Accessibility: "/accessibility",
  "Privacy Policy": "/privacy",
  "Contact Us": "/contact",
};

test("every footer Support link reaches its own page with content, as a visitor", async ({
  page,
}) => {
  await page.goto("/why-culture-wellbeing");
  for (const [name, path] of Object.entries(SUPPORT_PAGES)) {
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("navigation", { name: "Support" }).getByRole("link", { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("main h2").first()).toBeVisible();
  }
  // No placeholder social links (they would point at no real profile).
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /new tab/ })).toHaveCount(0);
});

test("the support pages are in the visitor's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
  await expect(page.getByRole("heading", { name: "Wer Ihre Stimmungen sieht" })).toBeVisible();
  await context.close();
});

const NEW_PAGES = [
  "/contact",
  "/for-partners",
  "/for-partners?tab=professionals",
  "/why-culture-wellbeing",
  "/help",
  "/community-guidelines",
  "/accessibility",
  "/privacy",
];

for (const colorScheme of ["light", "dark"] as const) {
  test(`the public pages have no axe violations (${colorScheme})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    for (const path of NEW_PAGES) await scan(page, path);
    // The contact form with its messages showing.
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
}

for (const locale of ["lv-LV", "es-ES", "hy-AM", "fr-FR", "de-DE"]) {
  test(`at 390 px the bars fit in ${locale}: nothing scrolls sideways, Login and Sign In in view`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const path of ["/landing", "/contact"]) {
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(
        page.locator('a[href="/login"]').filter({ visible: true }).first(),
      ).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }
    await context.close();
  });
}

test("the 'ready to work offline' notice lets clicks through and leaves by itself", async ({
  page,
}) => {
  await page.goto("/why-culture-wellbeing");
  const notice = page.getByText("App ready to work offline.");
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCSS("pointer-events", "none");
  await expect(notice).toBeHidden({ timeout: 10_000 });
});

test("the header's search button opens the experiences list with the cursor in its search box", async ({
  page,
}) => {
  await signIn(page, DEMO.individual.username);
  await expect(page).toHaveURL(DEMO.individual.dashboard);
  const searchButton = page.getByRole("banner").getByRole("link", { name: "Search experiences" });
  await searchButton.click();
  await expect(page).toHaveURL("/experiences#search");
  const box = page.getByTestId("experience-search");
  await expect(box).toBeFocused();
});
