import type * as v from "valibot";
import {
  type ReasonCode,
  type ReasonKind,
  reasonEnglish,
  reasonKind,
  toReasonCode,
} from "#domain/reasons.ts";
import { validate } from "#domain/validation.ts";

/**
 * A refusal by a service. It carries a reason code from the one list in src/domain/reasons.ts;
 * its kind decides the HTTP status and its English text is the `message` API readers see. REST
 * answers `{ code, message, errors? }` (app.ts) and sync push stores the same triple, so both
 * transports share one vocabulary, and clients translate codes, never English sentences.
 */
export class ServiceError extends Error {
  readonly code: ReasonCode;
  readonly kind: ReasonKind;
  /** Field → reason code, for forms. */
  readonly errors: Record<string, ReasonCode> | undefined;
  /** Seconds until a rate-limited caller may retry. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ReasonCode,
    extra: {
      errors?: Record<string, ReasonCode>;
      retryAfterSeconds?: number;
      /** English words more precise than the code's own (e.g. when to retry). */
      message?: string;
    } = {},
  ) {
    super(extra.message ?? reasonEnglish(code));
    this.name = "ServiceError";
    this.code = code;
    this.kind = reasonKind(code);
    this.errors = extra.errors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const STATUS_BY_KIND = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  outdated: 426,
  rate_limited: 429,
  unsupported_media_type: 415,
  internal: 500,
} as const satisfies Record<ReasonKind, number>;

/** The JSON body of a refusal: `errors` only when there are field codes. */
export function refusalBody(error: {
  code: string;
  message: string;
  errors?: Record<string, string> | undefined;
}): { code: string; message: string; errors?: Record<string, string> } {
  const { code, message, errors } = error;
  return errors && Object.keys(errors).length > 0 ? { code, message, errors } : { code, message };
}

/** Parses input with a shared valibot schema or throws `invalid_input` with field codes. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input);
  if (result.ok) return result.value;
  const errors: Record<string, ReasonCode> = {};
  for (const [field, code] of Object.entries(result.errors)) errors[field] = toReasonCode(code);
  throw new ServiceError(result.code, { errors });
}

/** `{ code, message }` of a bare reason (404s, 413, 500). */
export function reasonBody(code: ReasonCode): { code: ReasonCode; message: string } {
  return { code, message: reasonEnglish(code) };
}
