import { type CultureWellDB, getClientId, META_KEYS } from "./db.ts";

/**
 * What this device's database knows about itself (docs/decisions/0025-storage-kept.md): whether
 * the browser cleared it, and the one answer to `navigator.storage.persist()`.
 */

/** When the moment to ask for persistent storage came: the app ran installed, or a change was queued offline. */
export type PersistMoment = "installed" | "offline-write";

export interface PersistAnswer {
  granted: boolean;
  askedAt: string;
  moment: PersistMoment;
}

export interface StorageClearedNote {
  /** When the clearing was noticed (the next complete sync after it brought the data back). */
  at: string;
}

/**
 * True when this installation's database is gone: it was created empty by this context, or it
 * has no installation id (another tab re-created it first). Only meaningful while a session is
 * stored outside IndexedDB: a visitor's first visit also starts empty. Reads `meta` first, so
 * the database is open when `createdEmpty` is looked at.
 */
export async function installationLost(database: CultureWellDB): Promise<boolean> {
  const clientId = await database.meta.get(META_KEYS.clientId);
  return database.createdEmpty || clientId === undefined;
}

/**
 * Records that the browser cleared the database (the notice waits for the user), and mints a
 * new installation id, so the next start finds one and says nothing more.
 */
export async function noteStorageCleared(database: CultureWellDB, at: Date): Promise<void> {
  const note: StorageClearedNote = { at: at.toISOString() };
  await database.meta.put({ key: META_KEYS.storageCleared, value: note });
  await getClientId(database);
}

export async function readStorageClearedNote(
  database: CultureWellDB,
): Promise<StorageClearedNote | null> {
  const value = (await database.meta.get(META_KEYS.storageCleared))?.value as
    | Partial<StorageClearedNote>
    | undefined;
  return typeof value?.at === "string" ? { at: value.at } : null;
}

export async function dismissStorageClearedNote(database: CultureWellDB): Promise<void> {
  await database.meta.delete(META_KEYS.storageCleared);
}

export async function readPersistAnswer(database: CultureWellDB): Promise<PersistAnswer | null> {
  const value = (await database.meta.get(META_KEYS.persistAnswer))?.value as
    | Partial<PersistAnswer>
    | undefined;
  return typeof value?.granted === "boolean" && typeof value.askedAt === "string"
    ? { granted: value.granted, askedAt: value.askedAt, moment: value.moment ?? "installed" }
    : null;
}

export async function rememberPersistAnswer(
  database: CultureWellDB,
  answer: PersistAnswer,
): Promise<void> {
  await database.meta.put({ key: META_KEYS.persistAnswer, value: answer });
}
