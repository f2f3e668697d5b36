import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import type { Account } from "../testing/accounts.ts";
import { quickAccount } from "../testing/door-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { createFeedSecret } from "./calendar-feed-service.ts";
import { savePushSubscription } from "./calendar-push-service.ts";

/**
 * Writes outside the mutation runner, for an account deleted after its request was let in (the
 * session was valid when the request arrived): 401 session_expired, not a foreign-key 500.
 */

let t: TestApp;
let gone: Account;
beforeEach(async () => {
  t = await createTestApp();
  gone = await quickAccount(t, "leaving");
  await t.db.write(async (tx) => {
    await tx.delete(users).where(eq(users.id, gone.user.id));
  });
});
afterEach(() => t.close());

const expired = { code: "session_expired", kind: "unauthorized" }; // 401

describe("a write for an account deleted meanwhile", () => {
  it("a push subscription answers 401 session_expired and stores nothing", async () => {
    const sub = {
      endpoint: "https://fcm.googleapis.com/fcm/send/x",
      keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
    };
    await expect(savePushSubscription(t.db, gone.user.id, sub, t.clock())).rejects.toMatchObject(
      expired,
    );
    expect(await t.query("SELECT * FROM push_subscriptions")).toEqual([]);
  });

  it("a calendar link answers 401 session_expired", async () => {
    await expect(
      createFeedSecret(t.db, gone.user.id, { id: gone.user.id }, t.clock()),
    ).rejects.toMatchObject(expired);
  });
});
