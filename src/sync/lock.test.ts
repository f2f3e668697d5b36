import { describe, expect, it } from "vitest";
import { createMutex } from "./lock.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("createMutex", () => {
  it("runs tasks one at a time, in call order", async () => {
    const lock = createMutex();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([lock(task("a")), lock(task("b")), lock(task("c"))]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["a start", "a end", "b start", "b end", "c start", "c end"]);
  });

  it("a failing task does not block the next one", async () => {
    const lock = createMutex();
    await expect(lock(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(lock(async () => "next")).resolves.toBe("next");
  });
});
