/**
 * Server-Sent Events framing (the WHATWG "event stream" format), for the live connection read
 * through `fetch` (docs/decisions/0022-live-pokes.md: `EventSource` cannot send a bearer token).
 * Text comes in chunks that may end anywhere, even between the `\r` and `\n` of one line break:
 * an unfinished line waits for the next chunk, and an event is dispatched only at its blank line.
 * Comment lines (`: ping`) and fields other than `event` and `data` are ignored.
 */

export interface ServerSentEvent {
  /** The `event:` field; "message" when the event named none. */
  event: string;
  /** The `data:` lines, joined by "\n". */
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; calls `onEvent` for each event it completes. */
  push(chunk: string): void;
}

export function createSseParser(onEvent: (event: ServerSentEvent) => void): SseParser {
  let buffer = "";
  /** The previous chunk ended in "\r": a "\n" starting this one belongs to that line break. */
  let afterCarriageReturn = false;
  let eventName = "";
  let dataLines: string[] = [];
  let hasData = false;

  function dispatch() {
    if (hasData) onEvent({ event: eventName || "message", data: dataLines.join("\n") });
    eventName = "";
    dataLines = [];
    hasData = false;
  }

  function line(text: string) {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") {
      dataLines.push(value);
      hasData = true;
    }
  }

  return {
    push(chunk) {
      let text = chunk;
      if (afterCarriageReturn && text.startsWith("\n")) text = text.slice(1);
      afterCarriageReturn = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== "\n" && char !== "\r") continue;
        line(buffer.slice(start, i));
        if (char === "\r") {
          if (i + 1 === buffer.length) afterCarriageReturn = true;
          else if (buffer[i + 1] === "\n") i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
