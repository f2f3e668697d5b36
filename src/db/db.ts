import { Dexie, type EntityTable, type Table } from "dexie";
import { uuidv7 } from "../domain/ids.ts";
import type {
  CalendarEventRow,
  ExperienceRow,
  FavoriteRow,
  InquiryRow,
  MetaRow,
  MoodEntryRow,
  MoodRecommendationRow,
  OutboxRow,
  ProfileRow,
  ReferralRow,
  RegistrationRow,
  RejectionRow,
  ShadowRow,
} from "./types.ts";

export const DATABASE_NAME = "culturewell";

/**
 * The client database. Everything a screen shows is read from here; the network only moves
 * changes in and out (ARCHITECTURE.md). A schema change is a new `this.version(n)` block below
 * the previous ones, never an edit of an old one: installed PWAs upgrade from any earlier version.
 */
export class CultureWellDB extends Dexie {
  declare experiences: EntityTable<ExperienceRow, "id">;
  declare moodRecommendations: EntityTable<MoodRecommendationRow, "id">;
  declare favorites: EntityTable<FavoriteRow, "id">;
  declare registrations: EntityTable<RegistrationRow, "id">;
  declare moodEntries: EntityTable<MoodEntryRow, "id">;
  declare calendarEvents: EntityTable<CalendarEventRow, "id">;
  declare profile: EntityTable<ProfileRow, "userId">;
  declare inquiries: EntityTable<InquiryRow, "id">;
  /** `seq` is optional on insert: IndexedDB assigns it. */
  declare outbox: EntityTable<OutboxRow, "seq">;
  declare meta: EntityTable<MetaRow, "key">;
  declare referrals: EntityTable<ReferralRow, "id">;
  declare shadows: EntityTable<ShadowRow, "key">;
  declare rejections: EntityTable<RejectionRow, "id">;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      // Public rows: kept on sign-out so experiences can be browsed offline by anyone.
      experiences: "id, category, date, createdBy, updatedAt",
      moodRecommendations: "id, mood",
      // Private rows of the signed-in user.
      favorites: "id, [userId+experienceId], userId",
      registrations: "id, [userId+experienceId], userId, experienceId",
      moodEntries: "id, userId, createdAt, [userId+createdAt]",
      calendarEvents: "id, userId, startTime, [userId+startTime]",
      profile: "userId",
      inquiries: "id, experienceId, createdAt",
      // `++seq` (auto-increment, never reused) fixes push order to insertion order; `&id` keeps
      // a mutation from being queued twice.
      outbox: "++seq, &id, userId, createdAt",
      meta: "key",
    });
    // Version 2 (sync engine): referrals (private, the professional's own), the server version of
    // rows with pending local changes (`shadows`, see src/sync/reconcile.ts) and the changes the
    // server refused (`rejections`, listed in the sync panel). Tables only added: no upgrade code.
    this.version(2).stores({
      referrals: "id, professionalId, createdAt",
      shadows: "key, rowId",
      rejections: "id, userId, rejectedAt",
    });
  }
}

export const db = new CultureWellDB();

/**
 * The name of a client table, as `db.transaction("rw", [...names], …)` takes it. Transactions
 * name only the tables they touch, so a local save never queues behind a sync page that writes
 * other tables (STYLE.md habit 19).
 */
export type TableName = {
  [K in keyof CultureWellDB]: CultureWellDB[K] extends Table ? K : never;
}[keyof CultureWellDB] &
  string;

/** Meta keys in one place so nobody invents a second spelling. */
export const META_KEYS = {
  clientId: "clientId",
  /** The signed-in user's snapshot: lets an offline reload stay signed in. */
  sessionUser: "session.user",
  /** Pull cursor of the sync engine: `{ scope: userId | "public", seq }`. */
  syncCursor: "sync.cursor",
  /**
   * `{ token, userId }` of the signed-in user, for the sync engine. A copy of the localStorage
   * token: the service worker (Background Sync) cannot read localStorage. Written at sign-in,
   * removed at sign-out and when the server refuses the token.
   */
  sessionToken: "session.token",
  /** ISO time of the last complete sync (any tab or the service worker). */
  lastSyncedAt: "sync.lastSyncedAt",
} as const;

/**
 * Meta entries that survive sign-out. Everything else in `meta` is private. The sync cursor is
 * private on purpose: one cursor covers public and private changes, so after the private rows
 * are wiped the next pull must start over or the next user's rows would be skipped.
 */
const PUBLIC_META_KEYS: ReadonlySet<string> = new Set([META_KEYS.clientId]);

export function isPublicMetaKey(key: string): boolean {
  return PUBLIC_META_KEYS.has(key) || key.startsWith("public.");
}

export async function getMeta<T>(key: string): Promise<T | undefined> {
  const row = await db.meta.get(key);
  return row?.value as T | undefined;
}

export async function setMeta(key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

export async function deleteMeta(key: string): Promise<void> {
  await db.meta.delete(key);
}

/**
 * This installation's id (sent with every sync push). Made once and kept for the life of the
 * database; the read-then-write runs in one transaction so two tabs cannot mint two ids.
 */
export function getClientId(database: CultureWellDB = db): Promise<string> {
  return database.transaction("rw", database.meta, async () => {
    const existing = await database.meta.get(META_KEYS.clientId);
    if (typeof existing?.value === "string") return existing.value;
    const id = uuidv7();
    await database.meta.put({ key: META_KEYS.clientId, value: id });
    return id;
  });
}

/** Tables whose rows belong to one signed-in user. */
export const PRIVATE_TABLES = [
  "favorites",
  "registrations",
  "moodEntries",
  "calendarEvents",
  "profile",
  "inquiries",
  "referrals",
  "outbox",
  "shadows",
  "rejections",
] as const;

/**
 * Removes the private data of this device: favourites, registrations, moods, calendar, profile,
 * inquiries, referrals, the outbox (with its shadows and rejections) and every private meta
 * entry (session snapshot, sync token, sync cursor). Public rows (experiences, mood
 * recommendations) and the client id stay, so browsing still works offline.
 *
 * Without `userId` every private row goes (sign-out: nothing may leak to the next person). With
 * `userId`, only that user's rows are removed from the per-user tables; inquiries, shadows and
 * private meta have no owner column and always belong to whoever was signed in, so they go too.
 *
 * One transaction: either everything private is gone or nothing changed.
 */
export async function clearPrivateData(userId?: string): Promise<void> {
  const tables = [
    db.favorites,
    db.registrations,
    db.moodEntries,
    db.calendarEvents,
    db.profile,
    db.inquiries,
    db.referrals,
    db.outbox,
    db.shadows,
    db.rejections,
    db.experiences,
    db.meta,
  ];
  await db.transaction("rw", tables, async () => {
    const outbox =
      userId === undefined
        ? await db.outbox.toArray()
        : await db.outbox.where("userId").equals(userId).toArray();
    // An experience created or edited offline is an optimistic row in a public table: put the
    // server's version back (kept in `shadows`), or drop the row the server never had. The
    // cursor is reset below, so the next pull brings the current truth anyway.
    const shadows = await db.shadows.toArray();
    const restored = new Set<string>();
    for (const shadow of shadows) {
      if (shadow.entity !== "experience" || !shadow.rowId) continue;
      restored.add(shadow.rowId);
      if (shadow.data) await db.experiences.put(shadow.data as unknown as ExperienceRow);
      else await db.experiences.delete(shadow.rowId);
    }
    const optimisticIds = outbox
      .filter((entry) => entry.name.startsWith("experience."))
      .flatMap((entry) => idOf(entry.args))
      .filter((id) => !restored.has(id));
    if (optimisticIds.length > 0) await db.experiences.bulkDelete(optimisticIds);

    if (userId === undefined) {
      await Promise.all([
        db.favorites.clear(),
        db.registrations.clear(),
        db.moodEntries.clear(),
        db.calendarEvents.clear(),
        db.profile.clear(),
        db.referrals.clear(),
        db.outbox.clear(),
        db.rejections.clear(),
      ]);
    } else {
      await Promise.all([
        db.favorites.where("userId").equals(userId).delete(),
        db.registrations.where("userId").equals(userId).delete(),
        db.moodEntries.where("userId").equals(userId).delete(),
        db.calendarEvents.where("userId").equals(userId).delete(),
        db.profile.delete(userId),
        db.referrals.where("professionalId").equals(userId).delete(),
        db.outbox.where("userId").equals(userId).delete(),
        db.rejections.where("userId").equals(userId).delete(),
      ]);
    }
    await db.shadows.clear();
    await db.inquiries.clear();
    await db.meta.filter((row) => !isPublicMetaKey(row.key)).delete();
  });
}

function idOf(args: unknown): string[] {
  if (typeof args !== "object" || args === null) return [];
  const id = (args as { id?: unknown }).id;
  return typeof id === "string" ? [id] : [];
}

/** Empties every table (public ones included) so each test starts from a fresh database. */
export async function resetDatabaseForTests(): Promise<void> {
  await db.transaction("rw", db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
