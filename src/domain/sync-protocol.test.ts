import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { uuidv7 } from "./ids.ts";
import {
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  SYNC_LIMITS,
} from "./sync-protocol.ts";

const mutation = () => ({
  id: uuidv7(),
  name: "mood.log",
  args: { mood: "joyful" },
  createdAt: new Date().toISOString(),
});

describe("push", () => {
  it(`accepts up to ${SYNC_LIMITS.maxPushBatch} (500) mutations per batch`, () => {
    expect(SYNC_LIMITS.maxPushBatch).toBe(500);
    const ok = {
      clientId: uuidv7(),
      mutations: Array.from({ length: SYNC_LIMITS.maxPushBatch }, mutation),
    };
    expect(v.safeParse(pushRequestSchema, ok).success).toBe(true);
    const tooMany = { ...ok, mutations: [...ok.mutations, mutation()] };
    expect(v.safeParse(pushRequestSchema, tooMany).success).toBe(false);
  });

  it("lets an unknown mutation name through to be rejected on its own", () => {
    const req = { clientId: uuidv7(), mutations: [{ ...mutation(), name: "future.thing" }] };
    expect(v.safeParse(pushRequestSchema, req).success).toBe(true);
  });

  it("types results as applied or rejected with a code", () => {
    const res = {
      results: [
        { id: "a", status: "applied" },
        { id: "b", status: "rejected", error: { code: "forbidden", message: "Not yours" } },
      ],
    };
    expect(v.parse(pushResponseSchema, res)).toEqual(res);
    // A code this client does not know (a newer server's) still parses: it is shown generically.
    const newer = {
      results: [{ id: "c", status: "rejected", error: { code: "some_new_reason", message: "" } }],
    };
    expect(v.safeParse(pushResponseSchema, newer).success).toBe(true);
    const bad = { results: [{ id: "c", status: "rejected", error: { message: "" } }] };
    expect(v.safeParse(pushResponseSchema, bad).success).toBe(false);
  });
});

describe("pull", () => {
  it("parses upserts with data and tombstones without", () => {
    const res = {
      changes: [
        { entity: "experience", op: "upsert", id: "e1", data: { id: "e1", title: "T" } },
        { entity: "favorite", op: "delete", id: "f1" },
      ],
      cursor: 42,
      hasMore: false,
    };
    expect(v.parse(pullResponseSchema, res)).toEqual(res);
    const noData = { ...res, changes: [{ entity: "experience", op: "upsert", id: "e1" }] };
    expect(v.safeParse(pullResponseSchema, noData).success).toBe(false);
  });

  it("reads the query leniently", () => {
    expect(v.parse(pullQuerySchema, {})).toEqual({ cursor: 0, limit: 500 });
    expect(v.parse(pullQuerySchema, { cursor: "17", limit: "5000" })).toEqual({
      cursor: 17,
      limit: 1000,
    });
    expect(v.parse(pullQuerySchema, { cursor: "x", limit: "-3" })).toEqual({ cursor: 0, limit: 1 });
  });

  it("names the caller's own stream, and nothing else, as the pull's audience", () => {
    expect(v.parse(pullQuerySchema, { audience: "own" })).toEqual({
      cursor: 0,
      limit: 500,
      audience: "own",
    });
    expect(v.safeParse(pullQuerySchema, { audience: "public" }).success).toBe(false);
  });
});
