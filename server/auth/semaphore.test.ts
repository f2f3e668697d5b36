import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore.ts";

describe("createSemaphore", () => {
  it("never runs more than the limit at once, and runs everything", async () => {
    const slots = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const task = (i: number) =>
      slots.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return i;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(task))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
  });

  it("frees the slot when a task fails", async () => {
    const slots = createSemaphore(1);
    await expect(slots.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await slots.run(async () => "next")).toBe("next");
  });
});
