/**
 * One syncer at a time across tabs and the service worker (decision 0004). Two engines pushing
 * the same outbox at once would be harmless for the server (mutation ids are applied once) but
 * would double the traffic and race on the pull cursor; the lock makes them take turns.
 */
export type SyncLock = <T>(task: () => Promise<T>) => Promise<T>;

export const SYNC_LOCK_NAME = "culturewell-sync";

/** An in-process mutex: tasks run one after another, in call order. */
export function createMutex(): SyncLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * The Web Locks API (tabs, workers and the service worker of one origin share it), or an
 * in-process mutex where it is missing (old browsers, some test environments).
 */
export function defaultSyncLock(name: string = SYNC_LOCK_NAME): SyncLock {
  const locks = globalThis.navigator?.locks;
  if (!locks?.request) return createMutex();
  return <T>(task: () => Promise<T>) =>
    locks.request(name, { mode: "exclusive" }, () => task()) as Promise<T>;
}
