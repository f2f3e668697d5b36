import type { CultureWellDB } from "#db/db.ts";
import { EXPERIENCE_TABLES } from "#db/experience-pages.ts";
import { getExperience } from "#db/experience-reads.ts";
import type { RegistrationRow } from "#db/types.ts";
import { canTransition, statusForNewRegistration } from "#domain/registration-lifecycle.ts";
import { type EntryLike, keyOf, type LocalEffects } from "./local-effect.ts";

/** One registration per (user, experience), like favourites (entity-store.ts). */
const registrationKey = ({ userId }: EntryLike, experienceId: string | undefined) =>
  keyOf("registration", experienceId && `${userId}|${experienceId}`);

/**
 * The status the device expects: a place while the experience it knows has one, else the
 * waiting list. The server decides for real in its write transaction; its row replaces this one.
 */
async function expectedStatus(db: CultureWellDB, experienceId: string) {
  const experience = await getExperience(db, experienceId);
  return experience
    ? statusForNewRegistration(experience.maxParticipants, experience.placesTaken ?? 0)
    : "registered";
}

export const REGISTRATION_EFFECTS: Pick<
  LocalEffects,
  "registration.create" | "registration.cancel"
> = {
  "registration.create": {
    tables: ["registrations"],
    // The experience's places left: whether to expect a place or the waiting list.
    reads: [...EXPERIENCE_TABLES],
    key: (entry, args) => registrationKey(entry, args.experienceId),
    apply: async (db, { userId, createdAt }, args) => {
      const { experienceId } = args;
      const existing = await db.registrations.where({ userId, experienceId }).first();
      if (existing && existing.status !== "cancelled") return;
      const status = await expectedStatus(db, experienceId);
      if (existing) {
        // Registering again after cancelling revives the same registration.
        await db.registrations.put({
          ...existing,
          status,
          registeredAt: createdAt,
          cancelledAt: null,
          ticketToken: null,
        });
        return;
      }
      const row: RegistrationRow = {
        id: args.id,
        userId,
        experienceId,
        status,
        registeredAt: createdAt,
        attendedAt: null,
        completedAt: null,
        wellbeingImpact: null,
        ticketToken: null,
        cancelledAt: null,
      };
      await db.registrations.put(row);
    },
  },
  "registration.cancel": {
    tables: ["registrations"],
    key: (entry, args) => registrationKey(entry, args.experienceId),
    apply: async (db, { userId, createdAt }, { experienceId }) => {
      const existing = await db.registrations.where({ userId, experienceId }).first();
      if (!existing || !canTransition(existing.status, "cancelled")) return;
      await db.registrations.put({
        ...existing,
        status: "cancelled",
        cancelledAt: createdAt,
        ticketToken: null,
      });
    },
  },
};
