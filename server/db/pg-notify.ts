import { randomUUID } from "node:crypto";
import pg from "pg";
import type { ChangeFeed } from "./engine-shared.ts";
import type { ChangeNotice } from "./types.ts";

/**
 * Live pokes across PostgreSQL nodes: a write that appended to change_log sends, inside its
 * transaction (so only a commit delivers it), a NOTIFY naming the audiences it moved and their
 * new seq; every node LISTENs and tells its own watchers. A wake-up only: the data still comes
 * through the pull cursor, and a lost notice costs latency, never a change.
 * docs/decisions/0022-live-pokes.md
 */

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; past this we say "everything". */
const PAYLOAD_LIMIT = 7900;

/** The channel of one database (a schema of its own gets its own, as the tests' schemas do). */
export function changeChannel(searchPath?: string): string {
  return `culturewell_changes${searchPath ? `_${searchPath}` : ""}`.slice(0, 63);
}

/** A name for one `Db` in its notices, so it does not hear its own commits twice. */
export const newNodeId = (): string => randomUUID();

export function noticePayload(nodeId: string, moved: ReadonlyMap<string, number>): string {
  const full = JSON.stringify({ n: nodeId, m: [...moved] });
  return full.length <= PAYLOAD_LIMIT ? full : JSON.stringify({ n: nodeId, all: true });
}

/** A notice from another node, or null for our own or a malformed one. */
export function parseNotice(payload: string | undefined, nodeId: string): ChangeNotice | null {
  try {
    const body = JSON.parse(payload ?? "") as { n?: string; m?: [string, number][]; all?: boolean };
    if (body.n === nodeId) return null;
    const moved = new Map(
      (body.m ?? []).filter(
        (e): e is [string, number] => typeof e[0] === "string" && Number.isFinite(e[1]),
      ),
    );
    return body.all ? { moved, everything: true } : { moved };
  } catch {
    return null;
  }
}

/**
 * Keeps one connection LISTENing on `channel` and feeds other nodes' notices to `feed`. Each
 * time it is (re)connected it says "everything", since notices sent before were missed; when the
 * connection drops it reconnects (1 s doubling to 30 s).
 */
export function listenForChanges(
  config: pg.ClientConfig,
  listen: { channel: string; nodeId: string },
  feed: ChangeFeed,
): { stop(): Promise<void> } {
  const { channel, nodeId } = listen;
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 1000;
  let timer: NodeJS.Timeout | null = null;

  const retry = () => {
    client = null;
    if (stopped) return;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, 30_000);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client(config);
    c.on("error", () => {}); // "end" follows, and retries
    c.on("end", () => {
      if (client === c) retry();
    });
    c.on("notification", (message) => {
      const notice = parseNotice(message.payload, nodeId);
      if (notice) feed.emit(notice);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
      if (stopped) {
        await c.end();
        return;
      }
      client = c;
      delay = 1000;
      // Commits between the first watch and LISTEN (or while reconnecting) were not heard.
      feed.emit({ moved: new Map(), everything: true });
    } catch {
      await c.end().catch(() => {});
      retry();
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
