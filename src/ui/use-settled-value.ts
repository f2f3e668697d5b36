import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `ms`: what a polite live region should announce
 * while someone types, so a screen reader reads the answer once typing pauses, not one count
 * per keystroke. The first value is settled at once.
 */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
