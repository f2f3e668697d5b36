import { and, eq } from "drizzle-orm";
import { checkAtDoor, type DoorResult } from "#domain/door-check.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { canTransition, hasEnded } from "#domain/registration-lifecycle.ts";
import {
  type CheckinRow,
  checkins,
  type ExperienceRow,
  type RegistrationRow,
  userExperiences,
} from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { doorStaffOf, requireDoorStaff } from "./door-staff.ts";
import { type Checkin, toCheckin } from "./mappers/checkin-mapper.ts";
import { markNoShowsOf } from "./no-shows.ts";
import { settleBookedReferrals } from "./referral-steps.ts";
import { announceRegistration } from "./registration-announce.ts";
import { writePlaceCounts } from "./registration-places.ts";
import { innerTime } from "./trusted-time.ts";
import { announce, type WriteCtx } from "./write-context.ts";

type Scan = MutationArgs<"checkin.record">;

/**
 * Whether the registration may be admitted by this scan; otherwise why not. The door rule of
 * src/domain/door-check.ts decides (wrong event, not on the list, cancelled, waitlisted, and the
 * door's time window: `too_early`, `ended`); an `already_checked_in` registration is admissible
 * here, because which of its scans admits is decided by door time below.
 *
 * The window is judged at `madeAt`, the device's time of the change as the sync queue carries
 * it, never later than the server's receipt: a door whose clock runs ahead cannot admit before
 * the door opens, and a scan made in time that syncs late still admits. A no-show is admitted
 * only when its door time (`scannedAt`) is also before the end.
 */
function refusalOf(
  scan: Scan,
  experience: ExperienceRow,
  row: RegistrationRow | undefined,
  madeAt: Date,
): DoorResult | null {
  const result = checkAtDoor({
    experienceId: scan.experienceId,
    ticket: {
      registrationId: scan.registrationId,
      experienceId: row?.experienceId ?? scan.experienceId,
    },
    attendee: row && { ...row, attendedAt: null },
    time: { at: madeAt, schedule: experience },
  });
  if (result !== "valid" && result !== "already_checked_in") return result;
  // Only a registered or no-show registration may become attended (an attended one is decided
  // by door time); a status this build does not know is not on the list.
  if (row && row.status !== "attended" && !canTransition(row.status, "attended")) {
    return "not_on_list";
  }
  if (
    row?.status === "no_show" &&
    hasEnded(experience.date, experience.duration, new Date(scan.scannedAt))
  ) {
    return "ended";
  }
  return null;
}

/** Door-time order: the earlier scan, ties broken by nonce. */
const isBefore = (
  a: Pick<CheckinRow, "scannedAt" | "id">,
  b: Pick<CheckinRow, "scannedAt" | "id">,
) => {
  const ta = Date.parse(a.scannedAt);
  const tb = Date.parse(b.scannedAt);
  return ta < tb || (ta === tb && a.id < b.id);
};

async function admittedScanOf(ctx: WriteCtx, registrationId: string) {
  return await ctx.tx
    .select()
    .from(checkins)
    .where(and(eq(checkins.registrationId, registrationId), eq(checkins.outcome, "admitted")))
    .get();
}

/**
 * One scan at the door (`checkin.record`), by the experience's creator or one of their door
 * helpers (else 403 `door_staff_only`). Every scan is kept, whatever its outcome: `refused`
 * (with the door rule's reason, also `too_early` or `ended` outside the door's time window, so
 * the partner sees what a door with a wrong clock let through) when the ticket is not
 * admissible, `admitted` for the first scan of a registration by door time, `duplicate` for any
 * other. Scans from offline doors may arrive in any order: an earlier scan arriving after a
 * later one was admitted takes over the admission and the later one becomes the duplicate, so
 * the registration is attended once, at the earliest door time. The nonce is the row id: a
 * replay is the same row, changed nothing. The door time is believed only as far as the device's
 * clock is (`innerTime`, docs/decisions/0024-trusted-device-time.md), and a scan is judged at
 * that clock: no door time lies outside the door's window or before the device's previous push.
 */
export async function recordCheckin(ctx: WriteCtx, sent: Scan): Promise<Checkin> {
  const scan = { ...sent, scannedAt: innerTime(sent.scannedAt, ctx.madeAt).toISOString() };
  const experience = await requireDoorStaff(ctx.tx, ctx.user.id, scan.experienceId);
  const seen = await ctx.tx.select().from(checkins).where(eq(checkins.id, scan.id)).get();
  if (seen) {
    if (seen.registrationId === scan.registrationId && seen.experienceId === scan.experienceId) {
      return toCheckin(seen);
    }
    throw new ServiceError(R.id_in_use);
  }
  // So a scan reaching the server after the end finds `no_show`.
  await markNoShowsOf(ctx, experience);
  const staff = await doorStaffOf(ctx.tx, experience.createdBy);
  const registration = await ctx.tx
    .select()
    .from(userExperiences)
    .where(eq(userExperiences.id, scan.registrationId))
    .get();
  const refusal = refusalOf(scan, experience, registration, ctx.madeAt);
  const previous =
    registration && !refusal ? await admittedScanOf(ctx, registration.id) : undefined;
  const loses = previous !== undefined && isBefore(previous, scan);
  const outcome = refusal ? "refused" : loses ? "duplicate" : "admitted";
  const reason: DoorResult | null = refusal ?? (loses ? "already_checked_in" : null);
  const row = await ctx.tx
    .insert(checkins)
    .values({
      id: scan.id,
      registrationId: scan.registrationId,
      experienceId: scan.experienceId,
      scannedAt: scan.scannedAt,
      deviceId: scan.deviceId,
      deviceName: scan.deviceName,
      scannedBy: ctx.user.id,
      outcome,
      reason,
      recordedAt: ctx.now.toISOString(),
    })
    .returning()
    .get();
  await announce(ctx, "checkin", row.id, "upsert", staff);
  if (outcome !== "admitted" || !registration) return toCheckin(row);

  if (previous) {
    await ctx.tx
      .update(checkins)
      .set({ outcome: "duplicate", reason: "already_checked_in" })
      .where(eq(checkins.id, previous.id));
    await announce(ctx, "checkin", previous.id, "upsert", staff);
  }
  await ctx.tx
    .update(userExperiences)
    .set({ status: "attended", attendedAt: scan.scannedAt })
    .where(eq(userExperiences.id, registration.id));
  await announceRegistration(ctx, registration, experience.createdBy);
  await settleBookedReferrals(ctx, registration, "attended", scan.scannedAt);
  await writePlaceCounts(ctx, experience.id); // no_show → attended takes a place again
  return toCheckin(row);
}
