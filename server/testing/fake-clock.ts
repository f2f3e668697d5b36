import type { Clock } from "../clock.ts";

export type FakeClock = Clock & { advance(ms: number): void; set(date: Date): void };

/** A clock that only moves when told to. */
export function createFakeClock(start = new Date("2025-06-02T09:00:00.000Z")): FakeClock {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  });
}
