import { useReasonText } from "#i18n/reason-messages.ts";

/**
 * THE way a field error becomes text: `(code) => words in the reader's language`. Forms keep the
 * reason code (src/domain/reasons.ts) in state and call this when rendering, so switching
 * language re-translates errors already on screen. A code this build does not know (a newer
 * server's) reads as the generic "Some of the details are not valid".
 */
export function useErrorText(): (error: string) => string {
  const text = useReasonText();
  return (error: string) => text(error);
}
