import { Dexie, type EntityTable, type Table, type Transaction } from "dexie";
import { withListFields } from "#domain/experience-list-fields.ts";
import { uuidv7 } from "#domain/ids.ts";
import { derivedFieldsMiddleware } from "./derived-fields.ts";
import type {
  AttendeeRow,
  CalendarEventRow,
  CheckinRow,
  DoorHelperRow,
  EventReminderRow,
  ExperiencePageRow,
  ExperienceRow,
  FavoriteRow,
  InquiryRow,
  InteractionRow,
  MetaRow,
  MoodEntryRow,
  MoodRecommendationRow,
  OutboxRow,
  PackedListHeadRow,
  PartnerRow,
  ProfileRow,
  ReferralRow,
  RegistrationRow,
  RejectionRow,
  ShadowRow,
  VisitorMessageRow,
} from "./types.ts";

export const DATABASE_NAME = "culturewell";

/**
 * The client database. Everything a screen shows is read from here; the network only moves
 * changes in and out (README "How sync works"). A schema change is a new `this.version(n)` block
 * below the previous ones, never an edit of an old one: installed PWAs upgrade from any earlier
 * version.
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
  declare visitorMessages: EntityTable<VisitorMessageRow, "id">;
  declare attendees: EntityTable<AttendeeRow, "id">;
  declare checkins: EntityTable<CheckinRow, "id">;
  declare partners: EntityTable<PartnerRow, "id">;
  declare doorHelpers: EntityTable<DoorHelperRow, "id">;
  declare eventReminders: EntityTable<EventReminderRow, "id">;
  declare interactions: EntityTable<InteractionRow, "id">;
  declare experiencePages: EntityTable<ExperiencePageRow, "key">;
  declare packedListHead: EntityTable<PackedListHeadRow, "key">;
  /**
   * True once this context has opened the database and found none: it was created here, empty.
   * With a stored session that means the browser cleared it (installation.ts, decision 0025).
   */
  createdEmpty = false;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.on("populate", () => {
      this.createdEmpty = true;
    });
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
    // Version 3: contact messages of a signed-out visitor waiting for the connection (the outbox
    // belongs to a user). Not private to anyone signed in: kept over sign-in and sign-out until
    // sent. Table only added: no upgrade code.
    this.version(3).stores({ visitorMessages: "id, createdAt" });
    // Version 4 (registrations' life cycle and the door): the attendee lists and scans of the
    // door staff (private), partners' public profiles and the door helpers a partner named.
    // Experiences gained places taken, waiting list and ratings, and registrations `cancelledAt`:
    // the sync cursor is dropped so the next pull brings every row again with its new fields
    // (rows already here keep working meanwhile: the fields are optional on the wire).
    this.version(4)
      .stores({
        attendees: "id, experienceId, [experienceId+status]",
        checkins: "id, experienceId, registrationId, scannedAt",
        partners: "id",
        doorHelpers: "id, partnerId, helperId",
      })
      .upgrade(async (tx) => {
        await forgetPullCursors(tx);
      });
    // Version 5 (calendar reminders): the user's reminders (private). Older builds skipped the
    // eventReminder changes and moved their cursor past them: drop it so they come again.
    this.version(5)
      .stores({ eventReminders: "id, userId, calendarEventId, experienceId" })
      .upgrade(async (tx) => {
        await forgetPullCursors(tx);
      });
    // Version 6 (feedback after a visit): the user's own ratings (private, one per experience),
    // and mood entries gained `experienceId` (the visit a mood was logged for). Older builds
    // skipped interaction changes and stored moods without the link: drop the cursor so every
    // row comes again.
    this.version(6)
      .stores({ interactions: "id, [userId+experienceId], userId, experienceId" })
      .upgrade(async (tx) => {
        await forgetPullCursors(tx);
      });
    // Version 7 (referral life cycle): a referral also reaches its client, found by `clientId`;
    // the cursor is dropped so every referral comes again with its new fields.
    this.version(7)
      .stores({ referrals: "id, professionalId, clientId, createdAt" })
      .upgrade(async (tx) => {
        await forgetPullCursors(tx);
      });
    // Version 8 (lists at scale): experiences carry derived list fields (see
    // derived-fields.ts) and `[listDate+id]` indexes the list in its order, so a screen reads its
    // first cards through the index with a limit instead of reading and sorting the whole table.
    // Rows already here get their fields now; no re-pull is needed (nothing on the wire changed).
    // The `category` and `updatedAt` indexes go: nothing reads through them, and every index is
    // one more write per row of a 50,000-row first sync.
    this.version(8)
      .stores({ experiences: "id, date, createdBy, [listDate+id]" })
      .upgrade(async (tx) => {
        const table = tx.table<ExperienceRow, string>("experiences");
        await table.bulkPut((await table.toArray()).map(withListFields));
      });
    // Version 9 (first sync at scale): the `date` index goes. Its one reader (the
    // calendar's quick-add panel) reads the list index instead, and each index is one more
    // IndexedDB entry per row: a 10,000-row first sync wrote 10,000 of them for nothing.
    // Dropping an index moves no rows: no upgrade code.
    this.version(9).stores({ experiences: "id, createdBy, [listDate+id]" });
    // Version 10 (the list's count): a sparse index over `unlisted`, set on inactive
    // experiences only (derived-fields.ts), so the list counts the table minus those instead of
    // walking every entry of `[listDate+id]`. Rows already here get the flag now: the inactive
    // ones are those the list index leaves out, found by comparing keys (no row is read for
    // that: the upgrade holds the app's start), and only they are read and written again.
    this.version(10)
      .stores({ experiences: "id, createdBy, [listDate+id], unlisted" })
      .upgrade(async (tx) => {
        const table = tx.table<ExperienceRow, string>("experiences");
        const listed = new Set(await table.orderBy("[listDate+id]").primaryKeys());
        const ids = (await table.toCollection().primaryKeys()).filter((id) => !listed.has(id));
        const rows = await table.bulkGet(ids);
        await table.bulkPut(rows.filter((row) => row !== undefined));
      });
    // Version 11 (a first sync under a second, decision 0018): a device's first sync stores the
    // catalogue one record per write of pull pages, then moves the rows into `experiences` once
    // the sync has ended (experience-pages.ts). A table only added: no upgrade code.
    this.version(11).stores({ experiencePages: "key" });
    // Version 12: the list's head while rows are packed, so a reload in those seconds
    // shows its first cards without reading every packed row. A table only added.
    this.version(12).stores({ packedListHead: "key" });
    // Version 13 (mood moments, src/domain/mood-moments.ts): mood entries gained `moment`. An
    // older build stored a visit's arrival mood without it, which reads as "after"; the moods are
    // private, so only the user's own stream starts again (the public catalogue stays). A single
    // cursor of a build before the two streams starts the own stream when it is a user's: it
    // goes too (pull-streams.ts readCursor).
    this.version(13)
      .stores({})
      .upgrade(async (tx) => {
        const meta = tx.table("meta");
        const legacy = (await meta.get(META_KEYS.syncCursor))?.value as { scope?: unknown };
        const keys: string[] = [META_KEYS.ownSyncCursor];
        if (legacy && legacy.scope !== "public") keys.push(META_KEYS.syncCursor);
        await meta.bulkDelete(keys);
      });
    this.use(derivedFieldsMiddleware);
  }
}

/** The experiences list in its order (soonest first, id as tie-break), listed rows only. */
export const LIST_ORDER = "[listDate+id]";

export const db = new CultureWellDB();

/**
 * The name of a client table, as `db.transaction("rw", [...names], …)` takes it. Transactions
 * name only the tables they touch, so a local save never queues behind a sync page that writes
 * other tables (docs/README.md "Code habits").
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
  /**
   * The cursor of the one pull stream of builds before the two streams (decision 0019):
   * `{ scope: userId | "public", seq }`. Read once, as the start of both streams, and never
   * written again.
   */
  syncCursor: "sync.cursor",
  /** The public pull stream's cursor `{ scope: "public", seq }`: it outlives sign-out. */
  publicSyncCursor: "public.sync.cursor",
  /** The signed-in user's own pull stream's cursor: `{ scope: userId, seq }`. */
  ownSyncCursor: "sync.cursor.own",
  /**
   * `{ token, userId }` of the signed-in user, for the sync engine. A copy of the localStorage
   * token: the service worker (Background Sync) cannot read localStorage. Written at sign-in,
   * removed at sign-out and when the server refuses the token.
   */
  sessionToken: "session.token",
  /** ISO time of the last complete sync (any tab or the service worker). */
  lastSyncedAt: "sync.lastSyncedAt",
  /**
   * `{ at }`: the browser cleared this device's database under a stored session; the user has
   * not yet read the notice (installation.ts). Private: sign-out removes it.
   */
  storageCleared: "storage.cleared",
  /** `{ granted, askedAt, moment }`: `navigator.storage.persist()` was asked, once per installation. */
  persistAnswer: "public.storage.persist",
} as const;

/**
 * Meta entries that survive sign-out: the client id and every `public.` key, such as the public
 * pull stream's cursor (the public rows it counts stay too). Everything else in `meta` is
 * private, the own stream's cursor included: after the private rows are wiped, the next user's
 * own stream starts at 0.
 */
const PUBLIC_META_KEYS: ReadonlySet<string> = new Set([META_KEYS.clientId]);

/**
 * For a Dexie upgrade that needs rows pulled again (an entity or fields older builds skipped):
 * deletes every pull cursor, so both streams start over at 0 (docs/adding-an-entity.md).
 */
function forgetPullCursors(tx: Transaction): Promise<void> {
  const keys = [META_KEYS.syncCursor, META_KEYS.publicSyncCursor, META_KEYS.ownSyncCursor];
  return tx.table("meta").bulkDelete(keys);
}

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

/**
 * This installation's id (sent with every sync push). Made once and kept for the life of the
 * database; the read-then-write runs in one transaction so two tabs cannot mint two ids. Read
 * first without it: every sync asks, and a read-write transaction on `meta` would queue behind
 * (and hold back) a pull page's, which writes the cursor there.
 */
export async function getClientId(database: CultureWellDB = db): Promise<string> {
  const known = await database.meta.get(META_KEYS.clientId);
  if (typeof known?.value === "string") return known.value;
  return database.transaction("rw", database.meta, async () => {
    const existing = await database.meta.get(META_KEYS.clientId);
    if (typeof existing?.value === "string") return existing.value;
    const id = uuidv7();
    await database.meta.put({ key: META_KEYS.clientId, value: id });
    return id;
  });
}

/** Empties every table (public ones included) so each test starts from a fresh database. */
export async function resetDatabaseForTests(): Promise<void> {
  await db.transaction("rw", db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
