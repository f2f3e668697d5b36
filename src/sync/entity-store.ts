import type { Table } from "dexie";
import type { CultureWellDB, TableName } from "#db/db.ts";
import type { EntityName } from "#domain/sync-protocol.ts";

/**
 * How each synced entity lives in IndexedDB, addressed by a ROW KEY: `"<entity>|<natural key>"`.
 *
 * The natural key is the row id, except for favourites and registrations, which the server keeps
 * unique per (user, experience): two devices may each make their own id for "Alex saved the
 * choir", and the server keeps one. Keying those by `userId|experienceId` makes the server's row
 * replace a local duplicate instead of sitting beside it. The profile is keyed by its user id.
 */

export type Row = Record<string, unknown>;

export interface EntityStore {
  /** The natural key of a row (server or local); null when the row lacks its key fields. */
  naturalKey(row: Row): string | null;
  read(db: CultureWellDB, natural: string): Promise<Row | undefined>;
  /** Writes the server's row, replacing any local row under the same natural key. */
  write(db: CultureWellDB, row: Row): Promise<void>;
  remove(db: CultureWellDB, natural: string): Promise<void>;
  /** For a tombstone (which carries only the row id): the natural key of the local row. */
  naturalKeyOfId(db: CultureWellDB, id: string): Promise<string | null>;
  /** Dexie table name, for bulk writes of pages and for transaction scopes. */
  tableName: TableName;
  /** True when the natural key is the primary key (pages may be written in bulk). */
  keyedById: boolean;
  /** The owner column of a private row (null for public entities). */
  ownerField: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

function table(db: CultureWellDB, name: TableName): Table<Row, string> {
  return db.table<Row, string>(name);
}

function byPrimaryKey(
  tableName: TableName,
  keyField: string,
  ownerField: string | null,
): EntityStore {
  return {
    tableName,
    keyedById: true,
    ownerField,
    naturalKey: (row) => text(row[keyField]),
    read: (db, natural) => table(db, tableName).get(natural),
    write: async (db, row) => {
      await table(db, tableName).put(row);
    },
    remove: (db, natural) => table(db, tableName).delete(natural),
    naturalKeyOfId: async (_db, id) => id,
  };
}

/** Favourites, registrations and feedback: one row per (user, experience), whatever its id. */
function byExperience(tableName: keyof typeof ENTITY_OF_TABLE): EntityStore {
  const pair = (natural: string): [string, string] => {
    const [userId = "", experienceId = ""] = natural.split("|");
    return [userId, experienceId];
  };
  const naturalKey = (row: Row) => {
    const userId = text(row.userId);
    const experienceId = text(row.experienceId);
    return userId && experienceId ? `${userId}|${experienceId}` : null;
  };
  const rows = (db: CultureWellDB, natural: string) =>
    table(db, tableName).where("[userId+experienceId]").equals(pair(natural));
  return {
    tableName,
    keyedById: false,
    ownerField: "userId",
    naturalKey,
    read: (db, natural) => rows(db, natural).first(),
    write: async (db, row) => {
      const natural = naturalKey(row);
      if (!natural) return;
      await rows(db, natural)
        .filter((existing) => existing.id !== row.id)
        .delete();
      await table(db, tableName).put(row);
    },
    remove: async (db, natural) => {
      await rows(db, natural).delete();
    },
    naturalKeyOfId: async (db, id) => {
      const local = await table(db, tableName).get(id);
      if (local) return naturalKey(local);
      // The row may be hidden by a pending local removal; its server version is in a shadow.
      const shadow = await db.shadows.where("rowId").equals(id).first();
      return shadow && shadow.entity === ENTITY_OF_TABLE[tableName]
        ? naturalOfKey(shadow.key)
        : null;
    },
  };
}

const ENTITY_OF_TABLE = {
  favorites: "favorite",
  registrations: "registration",
  interactions: "interaction",
} as const satisfies Partial<Record<TableName, EntityName>>;

export const ENTITY_STORES: Record<EntityName, EntityStore> = {
  experience: byPrimaryKey("experiences", "id", null),
  moodRecommendation: byPrimaryKey("moodRecommendations", "id", null),
  favorite: byExperience("favorites"),
  registration: byExperience("registrations"),
  moodEntry: byPrimaryKey("moodEntries", "id", "userId"),
  calendarEvent: byPrimaryKey("calendarEvents", "id", "userId"),
  profile: byPrimaryKey("profile", "userId", "userId"),
  inquiry: byPrimaryKey("inquiries", "id", null),
  // No owner column: a referral belongs to its professional and to its client alike.
  referral: byPrimaryKey("referrals", "id", null),
  attendee: byPrimaryKey("attendees", "id", null),
  checkin: byPrimaryKey("checkins", "id", null),
  partner: byPrimaryKey("partners", "id", null),
  doorHelper: byPrimaryKey("doorHelpers", "id", null),
  eventReminder: byPrimaryKey("eventReminders", "id", "userId"),
  interaction: byExperience("interactions"),
};

export function rowKey(entity: EntityName, natural: string): string {
  return `${entity}|${natural}`;
}

export function entityOfKey(key: string): EntityName {
  return key.slice(0, key.indexOf("|")) as EntityName;
}

export function naturalOfKey(key: string): string {
  return key.slice(key.indexOf("|") + 1);
}
