import { ApiError } from "./http.ts";
import { LocalValidationError } from "./queue.ts";

/**
 * The reason code of a refusal, wherever it came from: a server answer (`{ code }` of an
 * ApiError) or the device's own check before queueing (LocalValidationError). Null for anything
 * else (no connection, a bug): callers then show their own generic words. Screens turn the code
 * into text with `useReasonText`; nobody reads the server's English.
 */
export function refusalCode(error: unknown): string | null {
  if (error instanceof LocalValidationError) return error.code;
  if (error instanceof ApiError) {
    const code = (error.body as { code?: unknown } | null)?.code;
    return typeof code === "string" ? code : null;
  }
  return null;
}

/** Field → reason code of a refusal (a 400's `errors`, or the local check's). */
export function refusalFieldCodes(error: unknown): Record<string, string> {
  if (error instanceof LocalValidationError) return error.errors;
  if (error instanceof ApiError) {
    const errors = (error.body as { errors?: unknown } | null)?.errors;
    if (typeof errors !== "object" || errors === null) return {};
    return Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  }
  return {};
}
