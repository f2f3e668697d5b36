import { asc, eq } from "drizzle-orm";
import type { ExportRow } from "#domain/account-export.ts";
import {
  calendarFeeds,
  deviceClocks,
  invitationCodes,
  pushSubscriptions,
  sessions,
} from "../db/schema.ts";
import type { Reader } from "../db/types.ts";

/**
 * How the account is reached, for "Download my data" (docs/account-export.md, "Sign-ins and
 * devices"): when each sign-in began and ends, the devices that synced, the browsers subscribed
 * to push, whether a private calendar link exists, and the invitation code used to join. Never
 * a credential: no session token hash, no calendar link secret, no push keys, no code text.
 */
export async function exportAccess(db: Reader, userId: string) {
  const subscriptions = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  const pushes: ExportRow<"pushSubscriptions">[] = subscriptions.map((s) => ({
    id: s.id,
    endpointHost: hostOf(s.endpoint),
    createdAt: s.createdAt,
  }));
  const calendarFeed: ExportRow<"calendarFeed">[] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const signIns: ExportRow<"sessions">[] = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expire })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt), asc(sessions.expire));
  const devices: ExportRow<"devices">[] = await db
    .select({ clientId: deviceClocks.clientId, lastPushAt: deviceClocks.lastPushAt })
    .from(deviceClocks)
    .where(eq(deviceClocks.userId, userId))
    .orderBy(asc(deviceClocks.lastPushAt), asc(deviceClocks.clientId));
  // A code records only its latest user: a shared code used by someone later no longer names
  // this person, so it is not theirs to download.
  const codes: ExportRow<"invitationCodes">[] = await db
    .select({
      allowedUserType: invitationCodes.allowedUserType,
      usedAt: invitationCodes.lastUsedAt,
      referralId: invitationCodes.referralId,
    })
    .from(invitationCodes)
    .where(eq(invitationCodes.usedBy, userId))
    .orderBy(asc(invitationCodes.lastUsedAt));
  return {
    pushSubscriptions: pushes,
    calendarFeed,
    sessions: signIns,
    devices,
    invitationCodes: codes,
  };
}

/**
 * The push service a browser uses (fcm.googleapis.com, updates.push.services.mozilla.com, …):
 * the rest of the endpoint addresses that browser and is left out with its keys.
 */
function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}
