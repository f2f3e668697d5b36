import { randomInt } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { UserType } from "#domain/constants.ts";
import { uuidv7 } from "#domain/ids.ts";
import { R, type ReasonCode } from "#domain/reasons.ts";
import type { Clock } from "../clock.ts";
import { type InvitationCodeRow, invitationCodes, referrals } from "../db/schema.ts";
import type { Db, Reader, Tx } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import { sha256Hex } from "./tokens.ts";

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const DAY_MS = 24 * 60 * 60 * 1000;

/** "This code is for professional accounts" names the role the code admits. */
const WRONG_ROLE: Record<UserType, ReasonCode> = {
  individual: R.invitation_code_for_individual,
  professional: R.invitation_code_for_professional,
  cultural_partner: R.invitation_code_for_cultural_partner,
};

/** Codes are compared case-insensitively and without surrounding or inner spaces. */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

const hashCode = (code: string) => sha256Hex(normalizeCode(code));

/** XXXX-XXXX-XXXX from a 31-letter alphabet: about 59 bits, far beyond guessing under rate limits. */
export function generateInvitationCode(): string {
  const groups = [0, 1, 2].map(() =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

export interface NewInvitationCode {
  code: string;
  allowedUserType: UserType | null;
  expiresAt: string;
}

/** A real code: random, single-use, expires after `days` (14), optionally bound to one role. */
export async function createInvitationCode(
  db: Db,
  clock: Clock,
  options: { allowedUserType?: UserType | null; days?: number } = {},
): Promise<NewInvitationCode> {
  const now = clock();
  const code = generateInvitationCode();
  const allowedUserType = options.allowedUserType ?? null;
  const expiresAt = new Date(now.getTime() + (options.days ?? 14) * DAY_MS).toISOString();
  await db.write(async (tx) => {
    await tx.insert(invitationCodes).values({
      id: uuidv7(now.getTime()),
      codeHash: hashCode(code),
      allowedUserType,
      maxUses: 1,
      expiresAt,
      createdAt: now.toISOString(),
    });
  });
  return { code, allowedUserType, expiresAt };
}

/** How long a referral's invitation code waits for its client. */
export const REFERRAL_CODE_DAYS = 30;

/**
 * The single-use code a referral issues for a new client (role individual, 30 days), in the
 * referral's own transaction. Only its hash is kept here; the referral keeps the text for the
 * professional until it is used. Returns the row id and the text.
 */
export async function issueReferralInvitationCode(
  tx: Tx,
  now: Date,
  referralId: string,
): Promise<{ id: string; code: string }> {
  const code = generateInvitationCode();
  const id = uuidv7(now.getTime());
  await tx.insert(invitationCodes).values({
    id,
    codeHash: hashCode(code),
    allowedUserType: "individual",
    maxUses: 1,
    expiresAt: new Date(now.getTime() + REFERRAL_CODE_DAYS * DAY_MS).toISOString(),
    createdAt: now.toISOString(),
    referralId,
  });
  return { id, code };
}

/**
 * A referral that ended (closed, declined, completed) retires its code if still unused, in the
 * referral's own transaction: it expires now, so it admits nobody (docs/decisions/0014-referrals.md).
 */
export async function retireReferralInvitationCode(tx: Tx, now: Date, id: string): Promise<void> {
  await tx
    .update(invitationCodes)
    .set({ expiresAt: now.toISOString() })
    .where(and(eq(invitationCodes.id, id), eq(invitationCodes.uses, 0)));
}

/**
 * A referral's code admits only while its referral waits for its client: still `sent` and not
 * linked. This also refuses codes of referrals that ended before codes were retired on closing.
 */
async function referralStillWaits(q: Reader, referralId: string): Promise<boolean> {
  const referral = await q
    .select({ status: referrals.status, clientId: referrals.clientId })
    .from(referrals)
    .where(eq(referrals.id, referralId))
    .get();
  return referral?.status === "sent" && referral.clientId === null;
}

/**
 * Expires every reusable, never-expiring code (what DEMO_INVITATION_CODE seeds) when the demo code
 * is turned off, so a database seeded with one stops accepting it. Codes from `npm run invite`
 * are single-use with an expiry and stay valid.
 */
export async function retireDemoInvitationCodes(db: Db, clock: Clock): Promise<number> {
  const retired = await db.write(
    async (tx) =>
      await tx
        .update(invitationCodes)
        .set({ expiresAt: clock().toISOString() })
        .where(and(isNull(invitationCodes.maxUses), isNull(invitationCodes.expiresAt)))
        .returning({ id: invitationCodes.id }),
  );
  return retired.length;
}

/** The demo code: reusable, any role, never expires. Added once; later calls change nothing. */
export async function ensureDemoInvitationCode(db: Db, clock: Clock, code: string): Promise<void> {
  const now = clock();
  await db.write((tx) => insertDemoInvitationCode(tx, now, code));
}

/** `ensureDemoInvitationCode` inside a write that is already open (the seed's). */
export async function insertDemoInvitationCode(tx: Tx, now: Date, code: string): Promise<void> {
  await tx
    .insert(invitationCodes)
    .values({
      id: uuidv7(now.getTime()),
      codeHash: hashCode(code),
      allowedUserType: null,
      maxUses: null,
      expiresAt: null,
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing({ target: invitationCodes.codeHash });
}

function refuse(code: ReasonCode): never {
  throw new ServiceError(code, { errors: { invitationCode: code } });
}

/** Throws a 400-mapped error unless `code` admits a new account of `userType` at `now`. */
export async function checkInvitationCode(
  q: Reader,
  code: string,
  userType: UserType,
  now: Date,
): Promise<InvitationCodeRow> {
  if (!code.trim()) refuse(R.invitation_code_required);
  const row = await q
    .select()
    .from(invitationCodes)
    .where(eq(invitationCodes.codeHash, hashCode(code)))
    .get();
  if (!row) refuse(R.invitation_code_invalid);
  if (row.expiresAt !== null && row.expiresAt <= now.toISOString())
    refuse(R.invitation_code_expired);
  if (row.maxUses !== null && row.uses >= row.maxUses) refuse(R.invitation_code_used);
  if (row.referralId !== null && !(await referralStillWaits(q, row.referralId))) {
    refuse(R.invitation_code_expired);
  }
  if (row.allowedUserType !== null && row.allowedUserType !== userType) {
    refuse(WRONG_ROLE[row.allowedUserType]);
  }
  return row;
}

/**
 * Counts one use. Must run inside the transaction that inserts the user, so a failed insert
 * leaves the code unused and two sign-ups cannot both spend a single-use code.
 */
export async function consumeInvitationCode(
  tx: Tx,
  row: InvitationCodeRow,
  userId: string,
  now: Date,
): Promise<void> {
  const counted = await tx
    .update(invitationCodes)
    .set({ uses: sql`${invitationCodes.uses} + 1`, lastUsedAt: now.toISOString(), usedBy: userId })
    .where(
      and(
        eq(invitationCodes.id, row.id),
        or(isNull(invitationCodes.maxUses), lt(invitationCodes.uses, invitationCodes.maxUses)),
      ),
    )
    .returning({ id: invitationCodes.id });
  if (counted.length === 0) refuse(R.invitation_code_used);
}
