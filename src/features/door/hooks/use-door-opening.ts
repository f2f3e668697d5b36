import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { syncStatusStore } from "#sync/status-store.ts";
import { syncNow } from "#sync/sync-control.ts";
import { preloadQrDecoder } from "../data/qr-decoder.ts";
import { readTicketKey, refreshTicketKey, type StoredTicketKey } from "../data/ticket-key.ts";

export interface DoorConnection {
  online: boolean;
  /** When this device last finished a sync (the list is as fresh as that). */
  lastSyncedAt: string | null;
  /** The stored ticket key; null before the first download, undefined while reading. */
  ticketKey: StoredTicketKey | null | undefined;
  /** The key download on opening failed (offline, or the server did not answer). */
  keyFailed: boolean;
}

/**
 * On opening the door page online: ask for a sync (the list and the other doors' scans),
 * download the ticket key and warm the QR decoder, so everything the door needs is on the device
 * before the signal goes.
 */
export function useDoorOpening(): DoorConnection {
  const online = useStore(syncStatusStore, (s) => s.online);
  const lastSyncedAt = useStore(syncStatusStore, (s) => s.lastSyncedAt);
  const ticketKey = useLiveQuery(readTicketKey, []);
  const [keyFailed, setKeyFailed] = useState(false);

  useEffect(() => {
    if (!online) return;
    let live = true;
    syncNow();
    // The decoder too (its wasm is cached by the service worker on this first download).
    preloadQrDecoder();
    refreshTicketKey().then(
      () => live && setKeyFailed(false),
      (error: unknown) => {
        console.warn("Ticket key download failed", error);
        if (live) setKeyFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [online]);

  return { online, lastSyncedAt, ticketKey, keyFailed };
}
