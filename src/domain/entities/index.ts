import * as v from "valibot";
import { ENTITY_NAMES, type EntityName } from "../sync-protocol.ts";
import { attendeeEntitySchema } from "./attendee.ts";
import { calendarEventEntitySchema } from "./calendar-event.ts";
import { checkinEntitySchema } from "./checkin.ts";
import { doorHelperEntitySchema } from "./door-helper.ts";
import { eventReminderEntitySchema } from "./event-reminder.ts";
import { experienceEntitySchema } from "./experience.ts";
import { favoriteEntitySchema } from "./favorite.ts";
import { inquiryEntitySchema } from "./inquiry.ts";
import { interactionEntitySchema } from "./interaction.ts";
import { moodEntryEntitySchema, moodRecommendationEntitySchema } from "./mood.ts";
import { partnerEntitySchema } from "./partner.ts";
import { profileEntitySchema } from "./profile.ts";
import { referralEntitySchema } from "./referral.ts";
import { registrationEntitySchema } from "./registration.ts";

/**
 * The one definition of every synced row: the server's mappers return these types, IndexedDB
 * stores them, and the client's pull checks each pulled row against its schema before storing
 * it. A name in ENTITY_NAMES without a schema here does not compile (docs/adding-an-entity.md).
 */
export const ENTITY_SCHEMAS = {
  experience: experienceEntitySchema,
  moodRecommendation: moodRecommendationEntitySchema,
  favorite: favoriteEntitySchema,
  registration: registrationEntitySchema,
  moodEntry: moodEntryEntitySchema,
  calendarEvent: calendarEventEntitySchema,
  profile: profileEntitySchema,
  inquiry: inquiryEntitySchema,
  referral: referralEntitySchema,
  attendee: attendeeEntitySchema,
  checkin: checkinEntitySchema,
  partner: partnerEntitySchema,
  doorHelper: doorHelperEntitySchema,
  eventReminder: eventReminderEntitySchema,
  interaction: interactionEntitySchema,
} as const satisfies { [E in EntityName]: v.GenericSchema };

/** The row type of one entity, e.g. `EntityRow<"experience">` is `Experience`. */
export type EntityRow<E extends EntityName> = v.InferOutput<(typeof ENTITY_SCHEMAS)[E]>;

/** A pulled change whose entity this build knows and whose row passed its schema. */
export type EntityChange =
  | { [E in EntityName]: { entity: E; op: "upsert"; id: string; data: EntityRow<E> } }[EntityName]
  | { entity: EntityName; op: "delete"; id: string };

const KNOWN_ENTITIES: ReadonlySet<string> = new Set(ENTITY_NAMES);

/** True for the entity names this build can store; a newer server may send others. */
export function isEntityName(name: string): name is EntityName {
  return KNOWN_ENTITIES.has(name);
}

/** Checks one wire row against its entity's schema (unknown fields are dropped). */
export function safeParseEntity<E extends EntityName>(
  entity: E,
  data: unknown,
): v.SafeParseResult<(typeof ENTITY_SCHEMAS)[E]> {
  return v.safeParse(ENTITY_SCHEMAS[entity], data) as v.SafeParseResult<(typeof ENTITY_SCHEMAS)[E]>;
}

export * from "./attendee.ts";
export * from "./calendar-event.ts";
export * from "./checkin.ts";
export * from "./door-helper.ts";
export * from "./event-reminder.ts";
export * from "./experience.ts";
export * from "./favorite.ts";
export * from "./inquiry.ts";
export * from "./interaction.ts";
export * from "./mood.ts";
export * from "./partner.ts";
export * from "./profile.ts";
export * from "./referral.ts";
export * from "./registration.ts";
