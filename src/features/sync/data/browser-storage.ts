/**
 * The browser's storage manager (`navigator.storage`): whether this origin's data is kept under
 * storage pressure, and how much space it uses. Every call tolerates a browser without it.
 */

export interface StorageFacts {
  /** True when the browser keeps the data under pressure; null when it cannot tell us. */
  persisted: boolean | null;
  /** Bytes used and the origin's quota, as the browser estimates them; null when unknown. */
  usage: number | null;
  quota: number | null;
}

function storageManager(): Partial<StorageManager> | undefined {
  return globalThis.navigator?.storage;
}

/** `persist()`: the browser's answer, or null when it has no such question. */
export async function askToPersist(): Promise<boolean | null> {
  const storage = storageManager();
  if (typeof storage?.persist !== "function") return null;
  try {
    return await storage.persist();
  } catch {
    return null;
  }
}

export async function readStorageFacts(): Promise<StorageFacts> {
  const storage = storageManager();
  const [persisted, estimate] = await Promise.all([
    typeof storage?.persisted === "function"
      ? storage.persisted().catch(() => null)
      : Promise.resolve(null),
    typeof storage?.estimate === "function"
      ? storage.estimate().catch(() => null)
      : Promise.resolve(null),
  ]);
  return {
    persisted,
    usage: typeof estimate?.usage === "number" ? estimate.usage : null,
    quota: typeof estimate?.quota === "number" ? estimate.quota : null,
  };
}
