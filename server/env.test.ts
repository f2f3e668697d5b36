import { describe, expect, it } from "vitest";
import { TEST_SCRYPT } from "./auth/password.ts";
import { describeDatabase } from "./db/client.ts";
import { parseConfig, publicUrl, testConfig } from "./env.ts";
import { newTicketPrivateKey } from "./services/ticket-keys.ts";

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const parsed = parseConfig({});
    expect(parsed).toMatchObject({
      ok: true,
      config: {
        port: 3000,
        host: "0.0.0.0",
        database: { engine: "sqlite", file: "./data/culturewell.db" },
        demoInvitationCode: "CULTURE-2025",
        demoAccounts: true,
        staticDir: "dist",
        rateLimitMax: 5,
        rateLimitWindowSeconds: 900,
        sessionTtlDays: 30,
        trustProxy: false,
        ticketPrivateKey: undefined,
        scrypt: { N: 2 ** 17, r: 8, p: 1 },
      },
    });
  });

  it("turns the demo invitation code off with off or an empty value, and demo accounts with off", () => {
    for (const value of ["off", "OFF", "none", "", "  "]) {
      expect(parseConfig({ DEMO_INVITATION_CODE: value })).toMatchObject({
        ok: true,
        config: { demoInvitationCode: null },
      });
    }
    expect(parseConfig({ DEMO_ACCOUNTS: "off" })).toMatchObject({
      config: { demoAccounts: false, demoInvitationCode: "CULTURE-2025" },
    });
  });

  it("takes an Ed25519 TICKET_PRIVATE_KEY as PEM or base64 DER and refuses anything else", () => {
    const der = newTicketPrivateKey();
    const pem = `-----BEGIN PRIVATE KEY-----\\n${der}\\n-----END PRIVATE KEY-----`;
    for (const key of [der, pem]) {
      expect(parseConfig({ TICKET_PRIVATE_KEY: key })).toMatchObject({
        config: { ticketPrivateKey: key },
      });
    }
    const bad = parseConfig({ TICKET_PRIVATE_KEY: "k".repeat(40) });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems[0]).toMatch(/^TICKET_PRIVATE_KEY: must be an Ed25519/);
  });

  it("reads overrides and treats empty values as unset", () => {
    const parsed = parseConfig({
      PORT: "3999",
      HOST: "127.0.0.1",
      DATABASE_FILE: ":memory:",
      TRUST_PROXY: "YES",
      RATE_LIMIT_MAX: "",
    });
    expect(parsed.ok && parsed.config).toMatchObject({
      port: 3999,
      host: "127.0.0.1",
      database: { engine: "sqlite", file: ":memory:" },
      trustProxy: true,
      rateLimitMax: 5,
    });
  });

  it("names each bad variable and what is wrong with it", () => {
    const parsed = parseConfig({
      PORT: "abc",
      SESSION_TTL_DAYS: "0",
      TRUST_PROXY: "maybe",
      DEMO_INVITATION_CODE: "a b",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual([
      'PORT: must be a whole number from 1 to 65535 (got "abc")',
      'DEMO_INVITATION_CODE: must be off or 4 to 64 letters, digits or dashes (got "a b")',
      'SESSION_TTL_DAYS: must be a whole number from 1 to 3650 (got "0")',
      'TRUST_PROXY: must be true or false (got "maybe")',
    ]);
  });

  it("refuses an out-of-range port", () => {
    const parsed = parseConfig({ PORT: "70000" });
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      'PORT: must be a whole number from 1 to 65535 (got "70000")',
    ]);
  });
});

describe("publicUrl", () => {
  it("shows localhost for a wildcard bind", () => {
    expect(publicUrl({ host: "0.0.0.0", port: 3000 })).toBe("http://localhost:3000");
    expect(publicUrl({ host: "127.0.0.1", port: 8080 })).toBe("http://127.0.0.1:8080");
    expect(publicUrl({ host: "::1", port: 80 })).toBe("http://[::1]:80");
  });
});

describe("the database", () => {
  it("is PostgreSQL when DATABASE_URL is set, with the pool, timeout and TLS settings", () => {
    const parsed = parseConfig({
      DATABASE_URL: "postgres://cw:secret@db.example:5432/culturewell",
      PG_POOL_SIZE: "20",
      PG_STATEMENT_TIMEOUT_MS: "5000",
      PG_TLS: "Verify",
    });
    expect(parsed.ok && parsed.config.database).toEqual({
      engine: "postgres",
      url: "postgres://cw:secret@db.example:5432/culturewell",
      poolSize: 20,
      statementTimeoutMs: 5000,
      tls: "verify",
    });
    expect(parsed.ok && describeDatabase(parsed.config.database)).toBe(
      "PostgreSQL db.example:5432/culturewell",
    );
  });

  it("defaults to a pool of 10, a 15 s statement timeout and no TLS", () => {
    const parsed = parseConfig({ DATABASE_URL: "postgresql://localhost/cw" });
    expect(parsed.ok && parsed.config.database).toMatchObject({
      poolSize: 10,
      statementTimeoutMs: 15_000,
      tls: "off",
    });
  });

  it("names what is wrong with a bad URL, pool size or TLS mode", () => {
    const bad = parseConfig({
      DATABASE_URL: "mysql://localhost/cw",
      PG_POOL_SIZE: "0",
      PG_TLS: "maybe",
    });
    expect(!bad.ok && bad.problems).toEqual([
      "DATABASE_URL: must be a postgres:// or postgresql:// URL",
      'PG_POOL_SIZE: must be a whole number from 1 to 200 (got "0")',
      'PG_TLS: must be off, require or verify (got "maybe")',
    ]);
  });
});

describe("testConfig", () => {
  it("uses memory and cheap scrypt, and takes overrides", () => {
    const config = testConfig({ rateLimitMax: 2 });
    expect(config).toMatchObject({
      database: { engine: "sqlite", file: ":memory:" },
      scrypt: TEST_SCRYPT,
      rateLimitMax: 2,
    });
  });
});
