import { db } from "#db/db.ts";
import {
  type PersistAnswer,
  type PersistMoment,
  readPersistAnswer,
  rememberPersistAnswer,
} from "#db/installation.ts";
import { onLocalChange } from "#sync/local-changes.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { askToPersist } from "./data/browser-storage.ts";

/**
 * When to ask the browser to keep this device's data (`navigator.storage.persist()`),
 * docs/decisions/0025-storage-kept.md: when the app runs installed, or when a change is queued
 * while offline (the device now holds work that exists nowhere else). Once per installation:
 * the answer is remembered in `meta`, whatever it was. Never during the first paint: this starts
 * with the app's data, after it.
 */

/** The moment that has come, if any; null once asked (pure, so every case is tested). */
export function persistMoment({
  answered,
  installed,
  offlineWrite,
}: {
  answered: boolean;
  installed: boolean;
  offlineWrite: boolean;
}): PersistMoment | null {
  if (answered) return null;
  if (installed) return "installed";
  if (offlineWrite) return "offline-write";
  return null;
}

export interface StorageKeepingDeps {
  /** The app runs as an installed app (display-mode standalone). */
  installed: () => boolean;
  offline: () => boolean;
  /** Asks the browser; null when it has no such question (nothing is remembered then). */
  ask: () => Promise<boolean | null>;
  readAnswer: () => Promise<PersistAnswer | null>;
  remember: (answer: PersistAnswer) => Promise<void>;
  onLocalChange: (listener: () => void) => () => void;
  now: () => Date;
}

const defaultDeps: StorageKeepingDeps = {
  installed: runsInstalled,
  offline: () =>
    globalThis.navigator?.onLine === false || syncStatusStore.getState().online === false,
  ask: askToPersist,
  readAnswer: () => readPersistAnswer(db),
  remember: (answer) => rememberPersistAnswer(db, answer),
  onLocalChange: (listener) => onLocalChange(listener),
  now: () => new Date(),
};

/**
 * Asks now if the app runs installed, else at the first change queued offline. Returns `stop`.
 * One question at a time: a burst of offline changes asks once.
 */
export function startStorageKeeping(overrides: Partial<StorageKeepingDeps> = {}): () => void {
  const deps = { ...defaultDeps, ...overrides };
  let done = false;
  let offlineWrite = false;
  let asking: Promise<void> | null = null;
  let again = false;

  const consider = () => {
    if (done) return;
    if (asking) {
      again = true; // a change queued offline while the answer was being read: look again
      return;
    }
    asking = decide()
      .catch((error: unknown) => console.error("Asking for persistent storage failed", error))
      .finally(() => {
        asking = null;
        if (again) {
          again = false;
          consider();
        }
      });
  };

  async function decide(): Promise<void> {
    const answered = (await deps.readAnswer()) !== null;
    const moment = persistMoment({ answered, installed: deps.installed(), offlineWrite });
    if (answered || moment) stop();
    if (!moment) return;
    const granted = await deps.ask();
    if (granted === null) return;
    await deps.remember({ granted, askedAt: deps.now().toISOString(), moment });
  }

  const unsubscribe = deps.onLocalChange(() => {
    if (!deps.offline()) return;
    offlineWrite = true;
    // The change is announced from inside its transaction when a repo queues within its own
    // (src/sync/queue.ts), whose tables do not include `meta`: look from outside it.
    setTimeout(consider, 0);
  });
  function stop() {
    done = true;
    unsubscribe();
  }
  consider();
  return stop;
}

function runsInstalled(): boolean {
  const standalone = globalThis.matchMedia?.("(display-mode: standalone)").matches === true;
  // iOS Safari's own flag for a web app opened from the home screen.
  const iosStandalone = (globalThis.navigator as { standalone?: boolean } | undefined)?.standalone;
  return standalone || iosStandalone === true;
}
