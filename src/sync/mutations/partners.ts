import type { DoorHelperRow, PartnerRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

/** A partner's organisation profile and the door helpers they name. */
export const PARTNER_EFFECTS: Pick<
  LocalEffects,
  "partnerProfile.update" | "doorHelper.add" | "doorHelper.remove"
> = {
  "partnerProfile.update": {
    tables: ["partners"],
    key: ({ userId }) => keyOf("partner", userId),
    apply: async (db, { userId, createdAt }, args) => {
      const row: PartnerRow = { id: userId, ...args, updatedAt: createdAt };
      await db.partners.put(row);
    },
  },
  "doorHelper.add": {
    tables: ["doorHelpers"],
    key: (_entry, args) => keyOf("doorHelper", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      if (await db.doorHelpers.get(args.id)) return;
      // Who the username names is known once the server has it: until then the row shows the
      // name as typed and no helper id.
      const row: DoorHelperRow = {
        id: args.id,
        partnerId: userId,
        partnerName: "",
        helperId: "",
        helperName: args.username,
        createdAt,
      };
      await db.doorHelpers.put(row);
    },
  },
  "doorHelper.remove": {
    tables: ["doorHelpers"],
    key: (_entry, args) => keyOf("doorHelper", args.id),
    apply: async (db, _entry, args) => {
      await db.doorHelpers.delete(args.id);
    },
  },
};
