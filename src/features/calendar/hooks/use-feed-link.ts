import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { useSession } from "#session/use-session.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import {
  createFeedLink,
  type FeedStatus,
  fetchFeedStatus,
  revokeFeedLink,
  storedFeedSecret,
  webcalUrl,
} from "../data/feed-api.ts";

type State =
  | { phase: "loading" }
  | { phase: "error" }
  | { phase: "ready"; status: FeedStatus; secret: string | null };

/** What the last action did, said inside the panel (a toast covered the new link's buttons). */
export type FeedNotice = "ready" | "revoked" | null;

/**
 * The private feed link's state: whether one is active (asked of the server: online only) and
 * the link itself when this device made it. Offline the status cannot be known: "error".
 */
export function useFeedLink() {
  const { t } = useLingui();
  const userId = useSession().user?.id;
  const [state, setState] = useState<State>({ phase: "loading" });
  const [notice, setNotice] = useState<FeedNotice>(null);

  const load = useCallback(async () => {
    if (!userId) return;
    setState({ phase: "loading" });
    try {
      const [status, secret] = await Promise.all([fetchFeedStatus(), storedFeedSecret(userId)]);
      setState({ phase: "ready", status, secret: status.active ? secret : null });
    } catch {
      setState({ phase: "error" });
    }
  }, [userId]);

  useEffect(() => {
    void load();
  }, [load]);

  const failure = {
    title: t`Calendar link`,
    description: t`This needs a connection. Please try again when you are online.`,
  };
  // No success toast: the panel itself says what happened, where the user is looking, and a
  // toast over the panel hid "Open in calendar app" (docs/layout-check.md).
  const create = useAsyncAction(createFeedLink, {
    failure,
    onSuccess: async () => {
      await load();
      setNotice("ready");
    },
  });
  const revoke = useAsyncAction(revokeFeedLink, {
    failure,
    onSuccess: async () => {
      await load();
      setNotice("revoked");
    },
  });
  const url =
    state.phase === "ready" && state.secret ? webcalUrl(state.secret, location.origin) : null;
  return { state, url, notice, create, revoke, retry: load };
}
