import type * as v from "valibot";
import { validate } from "../../src/domain/validation.ts";

/**
 * The outcome codes a service may refuse with. REST maps them to HTTP statuses (app.ts); sync
 * push will store them as `rejected { code, message }`. One vocabulary for both transports.
 */
export type ServiceErrorCode =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited";

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  /** Field → message, for forms. */
  readonly errors: Record<string, string> | undefined;
  /** Seconds until a rate-limited caller may retry. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ServiceErrorCode,
    message: string,
    extra: { errors?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "ServiceError";
    this.code = code;
    this.errors = extra.errors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const STATUS_BY_CODE = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
} as const satisfies Record<ServiceErrorCode, number>;

/** Parses input with a shared valibot schema or throws a `validation` error with field messages. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input);
  if (result.ok) return result.value;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    if (message) errors[field] = message;
  }
  throw new ServiceError("validation", result.message, { errors });
}
