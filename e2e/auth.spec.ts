import { expect, test } from "@playwright/test";
import { DEMO, DEMO_INVITATION_CODE, DEMO_PASSWORD, signIn, uniqueName } from "./fixtures.ts";

test("sign up with the demo invitation code lands on home, then sign out", async ({ page }) => {
  const username = uniqueName("newbie");
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Ieva");
  await page.getByLabel("Last name").fill("Kalniņa");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel(/^Email/).fill(`${username}@example.org`);
  await page.getByLabel("Invitation code").fill(DEMO_INVITATION_CODE);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByText("Your account has been created successfully.")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("button", { name: username })).toBeVisible();

  await page.getByRole("button", { name: username }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
});

test("sign-up names each invalid field and keeps what was typed", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Username").fill("ab");
  await page.getByLabel(/^Email/).fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Invitation code is required")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("ab");

  await page.getByLabel("Password", { exact: true }).fill("long-enough");
  await page.getByLabel("Confirm password", { exact: true }).fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test("a wrong invitation code is refused by the server", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(uniqueName("codeless"));
  await page.getByLabel("Invitation code").fill("NOT-A-REAL-CODE");
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Registration failed", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/signup");
});

for (const [role, account] of Object.entries(DEMO)) {
  test(`signing in as the demo ${role} goes to that role's dashboard`, async ({ page }) => {
    await signIn(page, account.username);
    await expect(page.getByText("You have successfully signed in.")).toBeVisible();
    await expect(page).toHaveURL(account.dashboard);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a wrong password shows the sign-in failure toast", async ({ page }) => {
  await signIn(page, DEMO.individual.username, "wrong-password");
  await expect(page.getByText("Sign in failed", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("a protected route sends a visitor to /login and back after sign-in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL("/login?redirect=%2Fprofile");
  await page.getByLabel("Username").fill(DEMO.individual.username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { name: "Your Wellbeing Journey" })).toBeVisible();
});

test("marketing pages are public; / is the landing page for visitors", async ({ page }) => {
  for (const path of ["/why-culture-wellbeing", "/for-partners", "/contact", "/landing"]) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
  }
  await page.goto("/");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/dashboard picks the dashboard by user type", async ({ page }) => {
  await signIn(page, DEMO.professional.username);
  await expect(page).toHaveURL(DEMO.professional.dashboard);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(DEMO.professional.dashboard);
  await page.goto("/dashboard/professional");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Dr.");
});

test("an unknown route shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
