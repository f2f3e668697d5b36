import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/types.ts";
import type { AppEnv } from "../http/app-env.ts";
import { databaseProbe, healthRoutes } from "./health.routes.ts";

/** A database whose `select 1` does what the test says, counting the times it was asked. */
function fakeDb(answer: () => Promise<unknown>) {
  const calls = { n: 0 };
  const db = {
    get: () => {
      calls.n++;
      return answer();
    },
  } as unknown as Db;
  return { db, calls };
}

function appOn(db: Db) {
  const app = new Hono<AppEnv>();
  for (const r of healthRoutes({ db })) app.on(r.method, r.path, r.handler);
  return app;
}

describe("GET /api/health reports the database", () => {
  it("answers 200 ok while a trivial query succeeds", async () => {
    const res = await appOn(fakeDb(async () => ({})).db).request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 unreachable when the query fails", async () => {
    const down = fakeDb(() => Promise.reject(new Error("connection refused")));
    const res = await appOn(down.db).request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });

  it("counts a query that does not answer in time as unreachable", async () => {
    const hung = fakeDb(() => new Promise(() => {}));
    expect(await databaseProbe(hung.db, { timeoutMs: 10 })()).toBe(false);
  });
});

describe("the probe", () => {
  it("asks the database at most once per ttl, however often it is polled", async () => {
    let now = 0;
    let up = true;
    const { db, calls } = fakeDb(() => (up ? Promise.resolve({}) : Promise.reject(new Error())));
    const probe = databaseProbe(db, { ttlMs: 1000, now: () => now });
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(calls.n).toBe(1);
    up = false;
    now = 999;
    expect(await probe()).toBe(true); // the last verdict, still fresh
    now = 1000;
    expect(await probe()).toBe(false);
    expect(calls.n).toBe(2);
  });
});
