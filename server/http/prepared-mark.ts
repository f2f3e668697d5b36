/**
 * Responses that already carry every header they need (prepared-answer.ts): the app's
 * middleware (security headers, cache policy, compression) leaves them as they are.
 */
const marked = new WeakSet<Response>();

export function markPrepared(res: Response): Response {
  marked.add(res);
  return res;
}

export const isPrepared = (res: Response): boolean => marked.has(res);
