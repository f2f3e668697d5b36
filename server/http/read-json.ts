import type { Context } from "hono";
import { R } from "#domain/reasons.ts";
import { ServiceError } from "../errors.ts";

/** The request's JSON body; a malformed body is a 400 like any other bad input. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ServiceError(R.invalid_json);
  }
}
