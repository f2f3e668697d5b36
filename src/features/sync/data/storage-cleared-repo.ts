import { db } from "#db/db.ts";
import {
  dismissStorageClearedNote,
  readStorageClearedNote,
  type StorageClearedNote,
} from "#db/installation.ts";

/** The note that the browser cleared this device's data, or null (a live query reads it). */
export function storageClearedNote(): Promise<StorageClearedNote | null> {
  return readStorageClearedNote(db);
}

/** The user has read the notice: it is not shown again. */
export function dismissStorageCleared(): Promise<void> {
  return dismissStorageClearedNote(db);
}
