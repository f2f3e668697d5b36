import { and, eq, sql } from "drizzle-orm";
import { parseIsoText } from "#domain/dates.ts";
import { deviceClocks, users } from "../db/schema.ts";
import type { Tx } from "../db/types.ts";

/**
 * When a change was made, by a device's own clock, is believed only inside a window the server
 * can defend (docs/decisions/0024-trusted-device-time.md): not in the future, not before this
 * device's previous push reached us (less a little for a change made while that push was on its
 * way), not before the account existed, and not more than MAX_OFFLINE_DAYS ago. Outside it the
 * server's time is used. So a device cannot backdate a place on a waiting list, a door scan or a
 * referral step beyond what it could really have done offline.
 */
export const MAX_OFFLINE_DAYS = 30;
/** A change made while the device's previous push was in flight is not in that push. */
const IN_FLIGHT_MS = 2 * 60 * 1000;
const DAY_MS = 86_400_000;

/** The earliest time this device may claim for a change it sends now; null: no such account. */
export async function deviceTimeFloor(
  tx: Tx,
  userId: string,
  clientId: string | null,
  now: Date,
): Promise<Date | null> {
  const user = await tx
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) return null;
  const previous = clientId
    ? await tx
        .select({ at: deviceClocks.lastPushAt })
        .from(deviceClocks)
        .where(and(eq(deviceClocks.userId, userId), eq(deviceClocks.clientId, clientId)))
        .get()
    : undefined;
  const floors = [
    now.getTime() - MAX_OFFLINE_DAYS * DAY_MS,
    Date.parse(user.createdAt),
    previous ? Date.parse(previous.at) - IN_FLIGHT_MS : 0,
  ];
  return new Date(Math.max(...floors.filter(Number.isFinite)));
}

/** The device's time when it is a real instant inside [floor, now]; otherwise `now`. */
export function trustedTime(createdAt: string | undefined, floor: Date, now: Date): Date {
  const claimed = createdAt ? parseIsoText(createdAt) : null;
  if (!claimed) return now;
  const t = claimed.getTime();
  return t >= floor.getTime() && t <= now.getTime() ? claimed : now;
}

/** Remembers that this device's push reached us now (in the push's own write). */
export async function notePush(tx: Tx, userId: string, clientId: string, now: Date): Promise<void> {
  await tx
    .insert(deviceClocks)
    .values({ userId, clientId, lastPushAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [deviceClocks.userId, deviceClocks.clientId],
      set: { lastPushAt: sql`excluded.last_push_at` },
    });
}

/** How far a time inside a change (a door scan's `scannedAt`) may stray from its `madeAt`. */
export const INNER_TIME_SKEW_MS = 60 * 1000;

/**
 * A time a change carries in its fields (the door's `scannedAt`), believed only as far as the
 * change's own trusted time: the device writes both from one clock reading, so one that strays
 * more than INNER_TIME_SKEW_MS from `madeAt` is replaced by `madeAt`. A field can therefore
 * never claim more than the runner's window (above) allows.
 */
export function innerTime(claimed: string, madeAt: Date): Date {
  const at = parseIsoText(claimed);
  if (!at || Math.abs(at.getTime() - madeAt.getTime()) > INNER_TIME_SKEW_MS) return madeAt;
  return at;
}
