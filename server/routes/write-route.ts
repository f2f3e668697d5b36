import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationName } from "#domain/mutations.ts";
import { R, reasonKind, toReasonCode } from "#domain/reasons.ts";
import { idSchema } from "#domain/schema-parts.ts";
import { refusalBody, ServiceError, STATUS_BY_KIND } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readJson } from "../http/read-json.ts";
import { runMutation, type ServiceDeps } from "../services/mutation-runner.ts";
import { caller } from "./guards.ts";

/** The `Idempotency-Key` header (a UUID), or null when none was sent. */
export function idempotencyKey(c: Context<AppEnv>): string | null {
  const header = c.req.header("idempotency-key");
  if (header === undefined) return null;
  const parsed = v.safeParse(idSchema, header);
  if (!parsed.success) throw new ServiceError(R.idempotency_key_invalid);
  return parsed.output;
}

/** The JSON body as an object; anything else (array, number, null) reads as `{}` so the
 * schema reports the missing fields with their own messages. */
export async function readObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A create body with the row id the client may have made (offline creation), else a new one. */
export function withRowId(body: Record<string, unknown>): Record<string, unknown> {
  return body.id === undefined || body.id === null ? { ...body, id: uuidv7() } : body;
}

/**
 * A REST write: the same mutation and exactly-once runner as a sync push. The Idempotency-Key
 * (or a fresh id) is the mutation id, so repeating a request with the same key returns the
 * stored receipt and changes nothing. `respond` shapes the stored value into the HTTP answer.
 */
export async function runWrite(
  c: Context<AppEnv>,
  deps: ServiceDeps,
  name: MutationName,
  args: unknown,
  respond: (value: unknown) => { body: unknown; status: ContentfulStatusCode },
): Promise<Response> {
  const user = caller(c);
  const key = idempotencyKey(c) ?? uuidv7();
  const outcome = await runMutation(deps, user, { id: key, name, args });
  // A repeat of a key answers what the ledger kept: a refusal as it was, a success's receipt
  // (ids and states, never personal data: docs/privacy.md, "Stored outcomes").
  if (outcome.replayed) c.header("Idempotent-Replayed", "true");
  if (outcome.status === "rejected") {
    const status = STATUS_BY_KIND[reasonKind(toReasonCode(outcome.error.code))];
    if (outcome.retryAfterSeconds !== undefined) {
      c.header("Retry-After", String(outcome.retryAfterSeconds));
    }
    return c.json(refusalBody(outcome.error), status);
  }
  const { body, status } = respond(outcome.value);
  return c.json(body as object, status);
}

/** The common answers: the stored value as is, 201 for creations, 200 otherwise. */
export const created = (value: unknown) => ({ body: value, status: 201 as const });
export const ok = (value: unknown) => ({ body: value, status: 200 as const });
