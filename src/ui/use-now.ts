import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `everyMs` (default a minute) while mounted: "today", "due"
 * and "upcoming" move on with the clock without a reload.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
