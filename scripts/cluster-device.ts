/**
 * One device of `npm run test:nodes` (scripts/test-nodes.ts): signs in, pushes moods as the app
 * does (a batch is resent unchanged, with the same mutation ids, until it is answered) and
 * pulls its own stream page by page, remembering every change it was given.
 */
import { uuidv7 } from "#domain/ids.ts";
import {
  type PullResponse,
  type PushResponse,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from "#domain/sync-protocol.ts";

/** A 4xx, or a refused mutation: something a user would see. Never retried. */
export class UserVisibleError extends Error {}

export interface Device {
  userId: string;
  /** Moods the server acknowledged, in the order they were pushed. */
  acknowledged: string[];
  /** Mood ids as pulls delivered them, in order (a repeat is a failure of exactly-once). */
  delivered: string[];
  /** Network errors and 5xx answered by sending the same request again. */
  retries: number;
  /** Why, by reason: "502", "network", … */
  retryReasons: Map<string, number>;
  push(base: string, moods?: number): Promise<void>;
  pullAll(base: string): Promise<void>;
}

const TIMEOUT_MS = 10_000;

async function send(base: string, path: string, init: RequestInit, token?: string) {
  return fetch(`${base}${path}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/**
 * Sends until answered below 500, as the app's outbox does: a network error or a 5xx is sent
 * again unchanged (counted in `onRetry`); a 4xx is what a user would see and is thrown. Gives
 * up after `deadlineMs` so a broken cluster fails the check instead of hanging it.
 */
async function answered<T>(
  attempt: () => Promise<Response>,
  what: string,
  onRetry: (reason: string) => void,
  deadlineMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    let reason = "network";
    try {
      const res = await attempt();
      if (res.ok) return (await res.json()) as T;
      const text = await res.text();
      if (res.status < 500) throw new UserVisibleError(`${what} answered ${res.status}: ${text}`);
      reason = String(res.status);
    } catch (error) {
      if (error instanceof UserVisibleError) throw error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: no answer within ${deadlineMs} ms`);
    onRetry(reason);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Signs up a new individual (through `base`), then signs in on `signInBase`. */
export async function newDevice(base: string, signInBase = base): Promise<Device> {
  const username = `node-${uuidv7().slice(-12)}`;
  const password = "secret-pass-1";
  const counted = (reason: string) => {
    device.retries++;
    device.retryReasons.set(reason, (device.retryReasons.get(reason) ?? 0) + 1);
  };
  await answered(
    () =>
      send(base, "/api/auth/signup", {
        method: "POST",
        body: JSON.stringify({
          username,
          password,
          firstName: "Node",
          userType: "individual",
          invitationCode: "CULTURE-2025",
        }),
      }),
    "sign-up",
    counted,
  );
  const { token, user } = await answered<{ token: string; user: { id: string } }>(
    () =>
      send(signInBase, "/api/auth/login", {
        method: "POST",
        body: JSON.stringify({ username, password }),
      }),
    "sign-in",
    counted,
  );
  const clientId = uuidv7();
  let cursor = 0;
  const device: Device = {
    userId: user.id,
    acknowledged: [],
    delivered: [],
    retries: 0,
    retryReasons: new Map(),
    async push(at, moods = 5) {
      const ids = Array.from({ length: moods }, () => uuidv7());
      const body = JSON.stringify({
        clientId,
        mutations: ids.map((id, i) => ({
          id: uuidv7(),
          name: "mood.log",
          args: { id, mood: "joyful", intensity: (i % 10) + 1 },
          createdAt: new Date().toISOString(),
        })),
      });
      const { results } = await answered<PushResponse>(
        () => send(at, "/api/sync/push", { method: "POST", body }, token),
        "push",
        counted,
      );
      const refused = results.find((r) => r.status !== "applied");
      if (refused) throw new UserVisibleError(`a mood was refused: ${JSON.stringify(refused)}`);
      device.acknowledged.push(...ids);
    },
    async pullAll(at) {
      for (;;) {
        const page = await answered<PullResponse>(
          () => send(at, `/api/sync/pull?cursor=${cursor}&audience=own`, { method: "GET" }, token),
          "pull",
          counted,
        );
        for (const change of page.changes) {
          if (change.entity === "moodEntry") device.delivered.push(change.id);
        }
        if (page.cursor < cursor)
          throw new Error(`the cursor went back: ${cursor} → ${page.cursor}`);
        cursor = page.cursor;
        if (!page.hasMore) return;
      }
    },
  };
  return device;
}
