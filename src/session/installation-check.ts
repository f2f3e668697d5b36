import { db } from "#db/db.ts";
import { installationLost, noteStorageCleared } from "#db/installation.ts";

/**
 * The start found a session in localStorage but no user in IndexedDB (session.ts). If the
 * database itself is gone (no installation id, or created empty just now), the browser evicted
 * or deleted it: note it for the user, who is told what came back and what could not
 * (docs/decisions/0025-storage-kept.md). The sync that follows the start pulls everything from
 * cursor 0, as on a first visit. Otherwise only the user's row was missing (a failed write):
 * nothing to say. Returns whether the database was lost.
 */
export async function noticeClearedDatabase(now: Date = new Date()): Promise<boolean> {
  try {
    if (!(await installationLost(db))) return false;
    await noteStorageCleared(db, now);
    return true;
  } catch {
    // IndexedDB unavailable: there is nothing to rebuild into either.
    return false;
  }
}
