import { useCallback, useEffect, useState } from "react";
import { useStore } from "zustand";
import { useSession } from "#session/use-session.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { fetchImpact, type StoredImpact, storedImpact } from "../data/impact-api.ts";

export type ImpactState =
  | { phase: "loading" }
  /** `fresh`: fetched just now; otherwise the last figures this device fetched. */
  | { phase: "ready"; impact: StoredImpact; fresh: boolean }
  /** Never fetched here, and the server cannot be reached now. */
  | { phase: "offline" }
  | { phase: "error" };

/**
 * The impact card's figures: asked of the server whenever the dashboard opens or the
 * connection comes back, else the last ones this device kept (shown with their time).
 */
export function usePartnerImpact() {
  const userId = useSession().user?.id;
  const online = useStore(syncStatusStore, (s) => s.online);
  const [state, setState] = useState<ImpactState>({ phase: "loading" });

  const load = useCallback(async () => {
    if (!userId) return;
    const kept = await storedImpact(userId);
    if (kept) setState({ phase: "ready", impact: kept, fresh: false });
    if (!online) {
      if (!kept) setState({ phase: "offline" });
      return;
    }
    try {
      setState({ phase: "ready", impact: await fetchImpact(), fresh: true });
    } catch (error) {
      console.warn("Impact figures not fetched; showing the last kept", error);
      if (!kept) setState({ phase: "error" });
    }
  }, [userId, online]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, retry: load };
}
