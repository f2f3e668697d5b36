import { useEffect, useState } from "react";
import { readStorageFacts, type StorageFacts } from "../data/browser-storage.ts";

/** The browser's storage facts, read when the caller mounts (the sync panel opens); null meanwhile. */
export function useStorageFacts(): StorageFacts | null {
  const [facts, setFacts] = useState<StorageFacts | null>(null);
  useEffect(() => {
    let live = true;
    void readStorageFacts().then((read) => {
      if (live) setFacts(read);
    });
    return () => {
      live = false;
    };
  }, []);
  return facts;
}
