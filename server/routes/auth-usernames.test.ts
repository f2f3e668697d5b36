import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { usernameKey } from "#domain/usernames.ts";
import { users } from "../db/schema.ts";
import { backfillUsernameKeys } from "../db/username-keys.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";

// One account per name after NFKC + full case folding; look-alike names refused.

const base = { password: "secret-pass", invitationCode: "CULTURE-2025" };
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signup = (username: string) => t.post("/api/auth/signup", { ...base, username });

describe("usernames", () => {
  it("treats names that differ only in Unicode case or width as one, and keeps the typed name", async () => {
    const first = await signup("Ärgerdoql");
    expect(first.status).toBe(201);
    expect((await json(first)).user.username).toBe("Ärgerdoql");
    for (const same of ["ärgerdoql", "ÄRGERDOQL", "ｄｅｍｏ-individual"]) {
      const res = await signup(same);
      expect(res.status).toBe(409);
      expect((await json(res)).code).toBe("username_taken");
    }
    const login = await t.post("/api/auth/login", {
      username: "ärgerDOQL",
      password: "secret-pass",
    });
    expect(login.status).toBe(200);
    expect((await json(login)).user.username).toBe("Ärgerdoql");
  });

  it("refuses a name mixing Latin with a Cyrillic look-alike, with its own reason code", async () => {
    const res = await signup("dеmo-partner"); // the е is Cyrillic
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual({ username: "username_mixed_scripts" });
  });

  it("brings keys stored by the migration (ASCII lower()) to the folded key at start", async () => {
    const row = await t.db.select().from(users).where(eq(users.username, "demo-partner")).get();
    const id = row?.id ?? "";
    await t.db.write(async (tx) => {
      await tx
        .update(users)
        .set({ username: "Démo", usernameKey: "démo-old" })
        .where(eq(users.id, id));
    });
    await backfillUsernameKeys(t.db);
    const after = await t.db.select().from(users).where(eq(users.id, id)).get();
    expect(after?.usernameKey).toBe(usernameKey("Démo"));
  });
});
