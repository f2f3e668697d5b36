/**
 * The page's running engine, for the UI's "Sync now" button. The engine module is loaded after
 * the first render (it is not part of the initial bundle), so the UI must not import it.
 */
type SyncNow = () => Promise<unknown>;

let active: SyncNow | null = null;

export function setActiveSync(syncNow: SyncNow | null): void {
  active = syncNow;
}

/** Starts a sync if an engine runs on this page; false otherwise. */
export function syncNow(): boolean {
  if (!active) return false;
  void active();
  return true;
}
