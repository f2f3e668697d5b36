/**
 * A small seeded PRNG (mulberry32) so randomized tests replay exactly: the seed is printed on
 * failure and `SEED=<n>` runs the same sequence again.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `SEED` from the environment, else a fresh one. */
export function testSeed(): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  const fromEnv = env?.SEED === undefined || env.SEED === "" ? Number.NaN : Number(env.SEED);
  return Number.isInteger(fromEnv) ? fromEnv : Math.floor(Math.random() * 2 ** 31);
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
