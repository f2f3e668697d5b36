import type { MiddlewareHandler } from "hono";
import { R } from "#domain/reasons.ts";
import { ServiceError } from "../errors.ts";

/** Methods whose requests carry a body (and so a size limit and a Content-Type rule). */
export const WITH_BODY: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * JSON routes take `application/json` only (415 otherwise). A form or `text/plain` post is a
 * "simple" cross-site request that browsers send without a CORS preflight; JSON is not, so no
 * other web page can make a visitor's browser sign up, sign in or subscribe here. A request
 * without a body (and without a Content-Type) passes: there is nothing to misread.
 */
export function requireJsonBody(): MiddlewareHandler {
  return async (c, next) => {
    if (WITH_BODY.has(c.req.method)) {
      const type = c.req.header("content-type");
      const length = c.req.header("content-length");
      const hasBody =
        (length !== undefined && length !== "0") || !!c.req.header("transfer-encoding");
      if (type ? !JSON_TYPE.test(type) : hasBody) {
        throw new ServiceError(R.json_content_type_required);
      }
    }
    await next();
  };
}
