import { isReasonCode, reasonEnglish } from "#domain/reasons.ts";
import type { Json, TestApp } from "./test-app.ts";

/** A JSON request against the in-process app; answers status and parsed body (JSON answers). */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  options: { auth?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> {
  const res = await t.app.request(path, {
    method,
    headers: { "content-type": "application/json", ...options.auth, ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  // A live-pokes stream never ends: its status and headers are the answer (events.routes.ts).
  if ((res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, body: null };
  }
  const text = await res.text();
  // Not every answer is JSON (the calendar feed is text/calendar): such a body stays text.
  const isJson = (res.headers.get("content-type") ?? "").includes("json");
  return { status: res.status, body: text ? (isJson ? JSON.parse(text) : text) : null };
}

/** The English words of a reason code, so tests can pin the wording behind a code. */
export function englishOf(code: unknown): unknown {
  return isReasonCode(code) ? reasonEnglish(code) : code;
}
