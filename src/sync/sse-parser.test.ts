import { describe, expect, it } from "vitest";
import { pokesOf } from "./event-stream.ts";
import { createSseParser, type ServerSentEvent } from "./sse-parser.ts";

const STREAM =
  'event: heads\ndata: {"public":12,"own":3}\n\n' +
  ": ping\n\n" +
  'event: moved\r\ndata: {"stream":"own","cursor":4}\r\n\r\n' +
  'event: moved\rdata: {"stream":"public",\rdata:"cursor":13}\r\r';

const EXPECTED: ServerSentEvent[] = [
  { event: "heads", data: '{"public":12,"own":3}' },
  { event: "moved", data: '{"stream":"own","cursor":4}' },
  { event: "moved", data: '{"stream":"public",\n"cursor":13}' },
];

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe("SSE parser", () => {
  it("reads events split by blank lines, any line break, comments ignored", () => {
    expect(parse([STREAM])).toEqual(EXPECTED);
  });

  it("gives the same events however the text is cut into chunks", () => {
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < STREAM.length; i += size) chunks.push(STREAM.slice(i, i + size));
      expect(parse(chunks), `chunks of ${size}`).toEqual(EXPECTED);
    }
    // Every two-way cut, including between the "\r" and "\n" of one line break.
    for (let cut = 0; cut <= STREAM.length; cut++) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)]), `cut at ${cut}`).toEqual(EXPECTED);
    }
  });

  it("holds an event back until its blank line comes", () => {
    const events: ServerSentEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: moved\ndata: {"stream":"own","cursor":4}\n');
    expect(events).toEqual([]);
    parser.push("\n");
    expect(events).toHaveLength(1);
  });

  it("names an unnamed event 'message' and drops an event without data", () => {
    expect(parse(["data: x\n\nevent: moved\n\n"])).toEqual([{ event: "message", data: "x" }]);
  });
});

describe("pokes of an event", () => {
  it("reads heads and moved, and nothing from a malformed or unknown event", () => {
    expect(pokesOf(EXPECTED[0] as ServerSentEvent)).toEqual([
      { stream: "own", cursor: 3 },
      { stream: "public", cursor: 12 },
    ]);
    expect(pokesOf({ event: "heads", data: '{"public":7}' })).toEqual([
      { stream: "public", cursor: 7 },
    ]);
    expect(pokesOf({ event: "moved", data: '{"stream":"own","cursor":4}' })).toEqual([
      { stream: "own", cursor: 4 },
    ]);
    expect(pokesOf({ event: "moved", data: '{"stream":"other","cursor":4}' })).toEqual([]);
    expect(pokesOf({ event: "moved", data: '{"stream":"own","cursor":"4"}' })).toEqual([]);
    expect(pokesOf({ event: "moved", data: "not json" })).toEqual([]);
    expect(pokesOf({ event: "message", data: '{"stream":"own","cursor":4}' })).toEqual([]);
  });
});
