/** How long to wait for a newer service worker before reloading anyway. */
const TAKEOVER_TIMEOUT_MS = 10_000;

export interface ReloadEnv {
  serviceWorker: ServiceWorkerContainer | undefined;
  reload: () => void;
}

const browserEnv = (): ReloadEnv => ({
  serviceWorker: globalThis.navigator?.serviceWorker,
  reload: () => window.location.reload(),
});

/**
 * Reloads onto the newest deployed version. Under the service worker (registerType "prompt") a
 * plain reload comes back from the old worker's precache: the very build the server refused. So
 * ask for an update first, let a newer worker take over (sw.ts answers SKIP_WAITING), and reload
 * once it controls the page. Without a worker, or when none turns up in time, just reload.
 */
export async function reloadToLatestVersion(env: ReloadEnv = browserEnv()): Promise<void> {
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    env.reload();
  };
  const container = env.serviceWorker;
  const registration = await container?.getRegistration().catch(() => undefined);
  if (!container || !registration) return reload();
  await registration.update().catch(() => undefined); // offline: reload what we have
  const worker = registration.waiting ?? (await installed(registration.installing));
  if (!worker) return reload();
  container.addEventListener("controllerchange", reload, { once: true });
  setTimeout(reload, TAKEOVER_TIMEOUT_MS);
  worker.postMessage({ type: "SKIP_WAITING" });
}

/** The new worker once it has installed (it then waits to take over); null if it fails. */
function installed(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (result: ServiceWorker | null) => {
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => done(null), TAKEOVER_TIMEOUT_MS);
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" || worker.state === "activated") done(worker);
      else if (worker.state === "redundant") done(null);
    });
  });
}
