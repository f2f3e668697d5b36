import { uuidv7 } from "#domain/ids.ts";
import { appendChange } from "./change-log.ts";
import { referralEvents, referrals } from "./schema.ts";
import type { Tx } from "./types.ts";

/**
 * A demo referral so both sides of social prescribing have something to show on a fresh
 * database: the demo professional suggests two experiences to the demo participant, who has not
 * answered yet. Announced to both (the professional's referrals and the client's "Your
 * referrals" come from the same row).
 */
export async function insertDemoReferral(
  tx: Tx,
  ids: { professionalId: string; clientId: string; experienceIds: string[] },
  now: Date,
): Promise<void> {
  const id = uuidv7(now.getTime());
  const at = new Date(now.getTime() - 2 * 3_600_000).toISOString();
  await tx.insert(referrals).values({
    id,
    professionalId: ids.professionalId,
    clientId: ids.clientId,
    clientName: "Alex Morgan",
    clientEmail: null,
    experienceId: ids.experienceIds[0] ?? null,
    experienceIds: JSON.stringify(ids.experienceIds),
    notes:
      "As we discussed: a calm art session and a friendly choir. Try one in the next two weeks and tell me how it went.",
    status: "sent",
    createdAt: at,
    updatedAt: at,
  });
  await tx
    .insert(referralEvents)
    .values({ referralId: id, status: "sent", at, by: ids.professionalId, reason: null });
  for (const audience of [ids.professionalId, ids.clientId]) {
    await appendChange(tx, { entity: "referral", entityId: id, op: "upsert", audience }, now);
  }
}
