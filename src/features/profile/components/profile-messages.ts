import type { I18n } from "@lingui/core";
import { reasonText } from "../../../i18n/reason-messages.ts";

// TRANSITIONAL: removed once the profile form reads codes through the form kit.
export function translateProfileMessage(i18n: I18n, code: string): string {
  return reasonText(i18n, code, code);
}
