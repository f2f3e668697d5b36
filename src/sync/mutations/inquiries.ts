import type { InquiryRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

export const INQUIRY_EFFECTS: Pick<LocalEffects, "inquiry.create"> = {
  "inquiry.create": {
    tables: ["inquiries"],
    key: (_entry, args) => keyOf("inquiry", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      const row: InquiryRow = {
        id: args.id,
        experienceId: args.experienceId,
        userId,
        name: args.name,
        email: args.email,
        message: args.message,
        createdAt,
      };
      await db.inquiries.put(row);
    },
  },
};
