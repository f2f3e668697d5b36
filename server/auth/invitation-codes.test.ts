import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invitationCodes } from "../db/schema.ts";
import { createFakeClock } from "../testing/fake-clock.ts";
import { openTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import {
  checkInvitationCode,
  createInvitationCode,
  ensureDemoInvitationCode,
  generateInvitationCode,
} from "./invitation-codes.ts";

const DAY = 24 * 60 * 60 * 1000;
let opened: TestDatabase;
const clock = createFakeClock();

beforeEach(async () => {
  opened = await openTestDatabase();
});
afterEach(() => opened.close());

describe("invitation codes", () => {
  it("generates XXXX-XXXX-XXXX codes without ambiguous characters", () => {
    const codes = new Set(Array.from({ length: 200 }, generateInvitationCode));
    expect(codes.size).toBe(200);
    for (const code of codes)
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });

  it("stores only a hash, single-use, expiring in 14 days by default", async () => {
    const created = await createInvitationCode(opened.db, clock, {
      allowedUserType: "professional",
    });
    const row = await opened.db.select().from(invitationCodes).get();
    expect(JSON.stringify(row)).not.toContain(created.code);
    expect(row).toMatchObject({ maxUses: 1, uses: 0, allowedUserType: "professional" });
    expect(Date.parse(created.expiresAt) - clock().getTime()).toBe(14 * DAY);
  });

  it("checks expiry and role, accepting any case and spacing", async () => {
    const { code } = await createInvitationCode(opened.db, clock, {
      allowedUserType: "cultural_partner",
      days: 1,
    });
    const now = clock();
    expect(
      (await checkInvitationCode(opened.db, ` ${code.toLowerCase()} `, "cultural_partner", now)).id,
    ).toBeTruthy();
    await expect(checkInvitationCode(opened.db, code, "individual", now)).rejects.toThrow(
      "This invitation code is only valid for cultural partner accounts",
    );
    await expect(
      checkInvitationCode(opened.db, code, "cultural_partner", new Date(now.getTime() + DAY)),
    ).rejects.toThrow("This invitation code has expired");
  });

  it("adds the demo code once: unlimited, any role, no expiry", async () => {
    await ensureDemoInvitationCode(opened.db, clock, "CULTURE-2025");
    await ensureDemoInvitationCode(opened.db, clock, "culture-2025");
    const rows = await opened.db.select().from(invitationCodes).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ maxUses: null, expiresAt: null, allowedUserType: null });
  });
});
