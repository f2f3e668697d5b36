import type { I18n } from "@lingui/core";
import { reasonText, useReasonText } from "./reason-messages.ts";

// TRANSITIONAL: the old English-keyed names over reason codes, until every form reads codes
// through the form kit. Removed in the same change set.
export function translateValidation(i18n: I18n, code: string): string {
  return reasonText(i18n, code, code);
}
export function localizeServerMessage(i18n: I18n, code: unknown, fallback: string): string {
  return reasonText(i18n, code, fallback);
}
export const useLocalizeServerMessage = useReasonText;
export function useTranslateValidation(): (code: string) => string {
  const text = useReasonText();
  return (code: string) => text(code, code);
}
