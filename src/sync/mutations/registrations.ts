import type { RegistrationRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

export const REGISTRATION_EFFECTS: Pick<LocalEffects, "registration.create"> = {
  "registration.create": {
    tables: ["registrations"],
    // One registration per (user, experience), like favourites (entity-store.ts).
    key: ({ userId }, args) =>
      keyOf("registration", args.experienceId && `${userId}|${args.experienceId}`),
    apply: async (db, { userId, createdAt }, args) => {
      const { experienceId } = args;
      if (await db.registrations.where({ userId, experienceId }).first()) return;
      const row: RegistrationRow = {
        id: args.id,
        userId,
        experienceId,
        status: args.status,
        registeredAt: createdAt,
        attendedAt: null,
        completedAt: null,
        wellbeingImpact: null,
        ticketToken: null,
      };
      await db.registrations.put(row);
    },
  },
};
