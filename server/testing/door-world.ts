import { and, eq } from "drizzle-orm";
import type { UserType } from "#domain/constants.ts";
import { uuidv7 } from "#domain/ids.ts";
import { usernameKey } from "#domain/usernames.ts";
import { createSessionStore } from "../auth/sessions.ts";
import { experiences, userExperiences, users } from "../db/schema.ts";
import { toPublicUser } from "../services/public-user.ts";
import { countPlaces } from "../services/registration-places.ts";
import type { Account } from "./accounts.ts";
import { mutation, pushAs } from "./sync-helpers.ts";
import { bearer, type Json, type TestApp } from "./test-app.ts";
import { experienceBody } from "./world.ts";

/**
 * Helpers for the registration and door tests: many accounts fast (straight into the database,
 * no scrypt, no sign-up rate limit), and one-mutation pushes that answer the stored result.
 */
export async function quickAccount(
  t: TestApp,
  username: string,
  userType: UserType = "individual",
): Promise<Account> {
  const stamp = t.clock().toISOString();
  const [row] = await t.db.write(
    async (tx) =>
      await tx
        .insert(users)
        .values({
          id: uuidv7(),
          username,
          usernameKey: usernameKey(username),
          passwordHash: "scrypt$unused",
          firstName: username,
          lastName: "Test",
          userType,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning(),
  );
  if (!row) throw new Error(`quickAccount ${username}: no row`);
  const token = await createSessionStore(t.db, t.clock, 30).create(row.id);
  return { token, user: toPublicUser(row), auth: bearer(token) } satisfies Account;
}

/** Pushes one mutation made on the device at `createdAt` (default: now); answers its result. */
export async function push1(
  t: TestApp,
  account: Account,
  name: string,
  args: unknown,
  createdAt = t.clock().toISOString(),
  clientId?: string,
): Promise<Json> {
  const { status, body } = await pushAs(t, account, [mutation(name, args, createdAt)], clientId);
  if (status !== 200) throw new Error(`push failed: ${status} ${JSON.stringify(body)}`);
  return body.results[0];
}

/** A listing of `partner` (via sync); answers its id. */
export async function listing(t: TestApp, partner: Account, overrides: Record<string, unknown>) {
  const id = uuidv7();
  const result = await push1(t, partner, "experience.create", { id, ...experienceBody(overrides) });
  if (result.status !== "applied") throw new Error(JSON.stringify(result));
  return id;
}

export const register = (t: TestApp, a: Account, experienceId: string, createdAt?: string) =>
  push1(t, a, "registration.create", { id: uuidv7(), experienceId }, createdAt);

export const cancel = (t: TestApp, a: Account, experienceId: string, createdAt?: string) =>
  push1(t, a, "registration.cancel", { experienceId }, createdAt);

export function scan(
  t: TestApp,
  staff: Account,
  fields: { registrationId: string; experienceId: string; scannedAt: string },
  device: { id: string; deviceId: string; deviceName: string | null } = {
    id: uuidv7(),
    deviceId: "door-a",
    deviceName: "Front door",
  },
) {
  // A door device writes the scan's time and the change's time from one clock reading, and
  // pushes as itself: each door keeps its own clock record (docs/decisions/0024).
  return push1(
    t,
    staff,
    "checkin.record",
    { ...device, ...fields },
    fields.scannedAt,
    deviceClientId(device.deviceId),
  );
}

/** The registration row of a user for an experience. */
export async function registrationOf(t: TestApp, userId: string, experienceId: string) {
  return await t.db
    .select()
    .from(userExperiences)
    .where(and(eq(userExperiences.userId, userId), eq(userExperiences.experienceId, experienceId)))
    .get();
}

/** The experience's stored counters next to the real counts. */
export async function countersOf(t: TestApp, experienceId: string) {
  const row = await t.db.select().from(experiences).where(eq(experiences.id, experienceId)).get();
  return {
    stored: { placesTaken: row?.placesTaken, waitlistCount: row?.waitlistCount },
    real: await countPlaces(t.db, experienceId),
  };
}

/** A stable sync client id per door device name, so two doors are two devices to the server. */
function deviceClientId(deviceId: string): string {
  let hash = 0;
  for (const c of deviceId) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `0197a000-0000-7000-8000-${hash.toString(16).padStart(12, "0").slice(-12)}`;
}
