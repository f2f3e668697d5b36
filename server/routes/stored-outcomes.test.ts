import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { appliedMutations } from "../db/schema.ts";
import type { Account } from "../testing/accounts.ts";
import { push1, quickAccount } from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import { accept, close, newId, outcome, refer, referralAs } from "../testing/referral-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

/**
 * The applied_mutations ledger answers a repeated mutation id for good, so it lives as long as
 * the account. It keeps a receipt (ids, states, times), never what a person told us
 * (docs/privacy.md, "Stored outcomes").
 */

let t: TestApp;
let w: World;
let pro: Account;
let client: Account;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  pro = await quickAccount(t, "dr-rivers", "professional");
  client = await quickAccount(t, "casey");
});
afterEach(() => t.close());

const ledgerText = async () =>
  (await t.db.select({ result: appliedMutations.result }).from(appliedMutations).all())
    .map((r) => r.result)
    .join("\n");

describe("stored outcomes", () => {
  it("keep no ONS4 score, note or name once the answer is given, consent given or withdrawn", async () => {
    const id = newId();
    const made = await refer(t, pro, {
      id,
      clientUsername: "casey",
      clientName: "Casey Quill-Secret",
      notes: "Lives alone since March; low mood",
    });
    expect(made.status).toBe(201);
    expect(outcome(await accept(t, client, id, true))).toBe("applied");
    // The professional's close answers the referral with the shared scores, once.
    expect(outcome(await close(t, pro, id, "Moved to another service"))).toBe("applied");
    expect(await referralAs(t, pro, id)).toMatchObject({ baseline: { anxiety: 7 } });
    expect(outcome(await push1(t, client, "referral.consent", { id, shareOutcomes: false }))).toBe(
      "applied",
    );
    const mood = await push1(t, client, "mood.log", {
      id: uuidv7(),
      mood: "anxious",
      intensity: 8,
      notes: "Hard day at the clinic",
    });
    expect(outcome(mood)).toBe("applied");

    const ledger = await ledgerText();
    for (const personal of [
      "lifeSatisfaction",
      "anxiety",
      "Casey Quill-Secret",
      "Lives alone",
      "Moved to another service",
      "Hard day",
      "casey",
    ]) {
      expect(ledger, personal).not.toContain(personal);
    }
    expect(ledger).toContain(id); // the receipt names what it was about
  });

  it("a REST repeat answers the receipt, says it is one, and changes nothing", async () => {
    const key = uuidv7();
    const send = () =>
      call(t, "POST", "/api/mood-entries", {
        auth: w.individual.auth,
        headers: { "idempotency-key": key },
        body: { mood: "joyful", intensity: 4, notes: "Choir was lovely" },
      });
    const first = await send();
    expect(first.status).toBe(201);
    expect(JSON.stringify(first.body)).toContain("Choir was lovely");
    const again = await t.app.request("/api/mood-entries", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        ...w.individual.auth,
      },
      body: JSON.stringify({ mood: "sad", intensity: 9 }),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const body = (await again.json()) as Record<string, unknown>;
    expect(body).toEqual({ id: body.id, experienceId: null, createdAt: body.createdAt });
    expect(body.id).toBe((first.body as { id: string }).id);
  });
});
