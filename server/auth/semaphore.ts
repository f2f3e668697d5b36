/**
 * A counting semaphore: `run` waits until fewer than `limit` tasks are running. Used to cap
 * concurrent scrypt hashes, each of which holds ~128 MiB and a libuv thread.
 */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (running < limit) {
      running++;
      return;
    }
    // The releasing task hands its slot over directly, so `running` stays unchanged.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
