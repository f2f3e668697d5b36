import { describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { migrate, openDatabase } from "../db/client.ts";
import { resolveTicketSecret, signTicket, verifyTicket } from "./ticket-tokens.ts";

const subject = { registrationId: uuidv7(), experienceId: uuidv7(), userId: uuidv7() };

describe("ticket tokens", () => {
  it("verify only for the exact registration, experience and user they were signed for", () => {
    const token = signTicket("secret-a", subject);
    expect(verifyTicket("secret-a", subject, token)).toBe(true);
    expect(verifyTicket("secret-b", subject, token)).toBe(false);
    expect(verifyTicket("secret-a", { ...subject, userId: uuidv7() }, token)).toBe(false);
    expect(verifyTicket("secret-a", subject, `${token}x`)).toBe(false);
  });

  it("without TICKET_SECRET, one random key per database survives restarts", () => {
    const { sqlite, db } = openDatabase(":memory:");
    migrate(db);
    const first = resolveTicketSecret(db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(resolveTicketSecret(db, undefined)).toBe(first);
    expect(resolveTicketSecret(db, "configured-secret")).toBe("configured-secret");
    sqlite.close();
  });
});
