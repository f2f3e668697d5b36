import type { Json } from "./test-app.ts";

/** One Server-Sent Event as the app reads it; a comment line (`: ping`) is `event: ":"`. */
export interface StreamEvent {
  event: string;
  data: Json;
}

/**
 * Reads a `text/event-stream` body (GET /api/events) the way the app does, with fetch's
 * streaming body: frames split on blank lines, `event:` and JSON `data:` lines. `until` waits
 * for a condition over everything read so far; `ended` for the server to close the stream.
 */
export function readEvents(res: Response) {
  if (!res.body) throw new Error(`no body (status ${res.status})`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = "";
  let done = false;
  // A read that outlived a timeout is kept for the next wait, so no chunk is lost.
  let reading: ReturnType<typeof reader.read> | null = null;

  const parse = () => {
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      let data = "";
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) event = ":";
        else if (line.startsWith("event: ")) event = line.slice(7);
        else if (line.startsWith("data: ")) data += line.slice(6);
      }
      events.push({ event, data: data ? JSON.parse(data) : null });
    }
  };

  /** Reads until `condition` holds over the events so far; throws after `timeoutMs`. */
  async function until(
    condition: (events: StreamEvent[]) => boolean,
    timeoutMs = 5000,
  ): Promise<StreamEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (!condition(events)) {
      if (done) throw new Error(`stream ended; read ${JSON.stringify(events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; read ${JSON.stringify(events)}`);
      reading ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), left);
      });
      const result = await Promise.race([reading, timeout]);
      clearTimeout(timer);
      if (result === null) continue;
      reading = null;
      if (result.done) done = true;
      else buffer += decoder.decode(result.value, { stream: true });
      parse();
    }
    return events;
  }

  return {
    events,
    until,
    /** Waits for the `moved` event of `stream` whose cursor is at least `cursor`. */
    moved: (stream: "public" | "own", cursor = 1, timeoutMs?: number) =>
      until(
        (all) =>
          all.some(
            (e) => e.event === "moved" && e.data.stream === stream && e.data.cursor >= cursor,
          ),
        timeoutMs,
      ),
    /** Resolves once the server has closed the stream. */
    async ended(timeoutMs = 5000): Promise<void> {
      await until(() => done, timeoutMs);
    },
    /** The cursors of the `moved` events of one stream, in order. */
    cursors: (stream: "public" | "own") =>
      events
        .filter((e) => e.event === "moved" && e.data.stream === stream)
        .map((e) => e.data.cursor),
    /** Hangs up, as a closing tab does. */
    close: () => reader.cancel().catch(() => {}),
  };
}
