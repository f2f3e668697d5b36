import type { ReferralRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

export const REFERRAL_EFFECTS: Pick<LocalEffects, "referral.create"> = {
  "referral.create": {
    tables: ["referrals"],
    key: (_entry, args) => keyOf("referral", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      const row: ReferralRow = {
        id: args.id,
        professionalId: userId,
        clientName: args.clientName,
        clientEmail: args.clientEmail,
        experienceId: args.experienceId,
        notes: args.notes,
        status: "pending",
        createdAt,
        updatedAt: createdAt,
      };
      await db.referrals.put(row);
    },
  },
};
