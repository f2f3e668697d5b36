import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: "e2e",
  // Two spec files at a time (the tests inside one file stay in order): every test that changes
  // data makes its own accounts and listings, so files do not share rows. On 2 cores this halves
  // the suite (docs/testing.md).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  // Two workers on 2 cores share the server's password hashing (two at a time, OWASP-strength
  // scrypt): a step behind a sign-in or sign-up can wait longer than Playwright's 5 s default.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  // The catalogue's search-and-filter test reads the whole list (counts, which listings match):
  // it runs first, on its own, before specs that add listings run two at a time.
  projects: [
    { name: "catalogue", testMatch: "experiences.spec.ts" },
    { name: "flows", testIgnore: "experiences.spec.ts", dependencies: ["catalogue"] },
  ],
  webServer: {
    // A fresh database per run (":memory:", or a new PostgreSQL database with
    // E2E_ENGINE=postgres); the built PWA in dist/ is served by the real server.
    command: `node scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      E2E_ENGINE: process.env.E2E_ENGINE ?? "sqlite",
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      RATE_LIMIT_MAX: "1000",
      // Sign-up allows 10 per IP per hour (not configurable), and every test that writes makes
      // its own accounts: more than 10 per run. The API helper (e2e/experiences-helpers.ts,
      // newAccount) sends each sign-up from its own X-Forwarded-For address, which the server
      // reads only behind a trusted proxy. Browser sign-ups carry no such header and still
      // count against the real socket address, so the form's limit stays exercised.
      TRUST_PROXY: "true",
    },
    stdout: "ignore",
  },
});
