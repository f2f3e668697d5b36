import { describe, expect, it, vi } from "vitest";
import { type ReloadEnv, reloadToLatestVersion } from "./reload-to-latest-version.ts";

/** A service worker container with one registration, enough for the reload's steps. */
function fakeContainer(registration: Partial<ServiceWorkerRegistration> | undefined) {
  const listeners = new Map<string, () => void>();
  const container = {
    getRegistration: async () => registration,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  } as unknown as ServiceWorkerContainer;
  return { container, fire: (type: string) => listeners.get(type)?.() };
}

describe("reloadToLatestVersion", () => {
  it("without a service worker, simply reloads", async () => {
    const env: ReloadEnv = { serviceWorker: undefined, reload: vi.fn() };
    await reloadToLatestVersion(env);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("lets a waiting newer worker take over first, then reloads once", async () => {
    const waiting = { postMessage: vi.fn() } as unknown as ServiceWorker;
    const update = vi.fn(async () => undefined);
    const { container, fire } = fakeContainer({
      update,
      waiting,
      installing: null,
    } as unknown as ServiceWorkerRegistration);
    const env: ReloadEnv = { serviceWorker: container, reload: vi.fn() };
    await reloadToLatestVersion(env);
    expect(update).toHaveBeenCalled();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(env.reload).not.toHaveBeenCalled();
    fire("controllerchange");
    fire("controllerchange");
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("with no newer worker to be found, reloads what it has", async () => {
    const { container } = fakeContainer({
      update: async () => {
        throw new TypeError("offline");
      },
      waiting: null,
      installing: null,
    } as unknown as ServiceWorkerRegistration);
    const env: ReloadEnv = { serviceWorker: container, reload: vi.fn() };
    await reloadToLatestVersion(env);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});
