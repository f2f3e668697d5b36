import { useEffect, useState } from "react";
import { useSession } from "#session/use-session.ts";
import { claimFirstVisit } from "../data/first-visit.ts";

/**
 * True on the signed-in user's first visit on this device (greet "Welcome"), false on a return
 * ("Welcome back"). Until the device has answered it is true: a welcome is never wrong, while a
 * "welcome back" to a new account is.
 */
export function useFirstVisit(): boolean {
  const userId = useSession().user?.id;
  const [returning, setReturning] = useState<{ userId: string; value: boolean } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void claimFirstVisit(userId).then((first) => {
      if (live) setReturning({ userId, value: !first });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return !(returning !== null && returning.userId === userId && returning.value);
}
