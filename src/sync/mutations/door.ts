import type { CheckinRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

/**
 * A scan at the door is its own row (keyed by the device's nonce), so two doors never overwrite
 * each other. On the device the first scan of a ticket by door time is `admitted` and later ones
 * `duplicate`, as the server will decide; the server's rows replace these once they sync.
 */
export const DOOR_EFFECTS: Pick<LocalEffects, "checkin.record"> = {
  "checkin.record": {
    tables: ["checkins"],
    key: (_entry, args) => keyOf("checkin", args.id),
    apply: async (db, entry, args) => {
      if (await db.checkins.get(args.id)) return;
      const earlier = await db.checkins
        .where("registrationId")
        .equals(args.registrationId)
        .filter((c) => c.outcome === "admitted" && c.scannedAt <= args.scannedAt)
        .count();
      const row: CheckinRow = {
        id: args.id,
        registrationId: args.registrationId,
        experienceId: args.experienceId,
        scannedAt: args.scannedAt,
        deviceId: args.deviceId,
        deviceName: args.deviceName,
        scannedBy: entry.userId,
        outcome: earlier > 0 ? "duplicate" : "admitted",
        reason: null,
        recordedAt: entry.createdAt,
      };
      await db.checkins.put(row);
    },
  },
};
