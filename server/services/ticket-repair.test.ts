import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { changeLog, userExperiences } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { newTicketPrivateKey, resolveTicketKeys, type TicketKeys } from "./ticket-keys.ts";
import { repairTickets } from "./ticket-repair.ts";
import { verifyTicketToken } from "./ticket-tokens.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const registrations = () => t.db.select().from(userExperiences).all();
const validFor = async (publicKey: TicketKeys["publicKey"]) =>
  (await registrations()).every(
    (r) => verifyTicketToken(publicKey, r.ticketToken ?? "")?.registrationId === r.id,
  );

describe("tickets at start-up", () => {
  it("the seed's registrations are signed when the app starts", async () => {
    expect((await registrations()).length).toBeGreaterThan(0);
    expect(await validFor((await resolveTicketKeys(t.db, undefined)).publicKey)).toBe(true);
  });

  it("an old HMAC token is re-signed and announced to its owner; a waitlisted row loses its token", async () => {
    const [legacy, waiting] = await registrations();
    await t.db.write(async (tx) => {
      await tx
        .update(userExperiences)
        .set({ ticketToken: "bGVnYWN5LWhtYWMtdG9rZW4" })
        .where(eq(userExperiences.id, legacy?.id ?? ""));
      await tx
        .update(userExperiences)
        .set({ status: "waitlisted" })
        .where(eq(userExperiences.id, waiting?.id ?? ""));
    });
    const keys = await resolveTicketKeys(t.db, undefined);
    expect(await repairTickets(t.db, keys, t.clock())).toBe(2);
    const after = new Map((await registrations()).map((r) => [r.id, r.ticketToken]));
    expect(after.get(legacy?.id ?? "")?.startsWith(`cw1.${legacy?.id}.`)).toBe(true);
    expect(after.get(waiting?.id ?? "")).toBeNull();
    const told = await t.db
      .select()
      .from(changeLog)
      .where(eq(changeLog.entityId, legacy?.id ?? ""))
      .orderBy(changeLog.seq)
      .all();
    expect(told.at(-1)).toMatchObject({ entity: "registration", audience: legacy?.userId });
    expect(await repairTickets(t.db, keys, t.clock())).toBe(0); // nothing left to do
  });

  it("a new TICKET_PRIVATE_KEY re-signs every ticket with it", async () => {
    const ticketPrivateKey = newTicketPrivateKey();
    await createApp({
      db: t.db,
      clock: t.clock,
      config: { ...t.config, ticketPrivateKey },
      warmPublicPages: false,
    });
    expect(await validFor((await resolveTicketKeys(t.db, ticketPrivateKey)).publicKey)).toBe(true);
    expect(await validFor((await resolveTicketKeys(t.db, undefined)).publicKey)).toBe(false);
  });
});
