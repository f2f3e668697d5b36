import { useLingui } from "@lingui/react";
import { useCallback } from "react";
// Temporary reach into a feature (ui normally imports no feature): the profile schema's messages
// have their own catalog map. Both maps go away when messages become reason codes; then only
// this function changes.
import { translateProfileMessage } from "../../features/profile/components/profile-messages.ts";
import { translateValidation } from "../../i18n/validation-messages.ts";

/**
 * THE way a field error becomes text: `(error) => words in the reader's language`. Forms keep
 * the domain's message (today English text, later a reason code) in state and call this when
 * rendering, so switching language re-translates messages already on screen. Unknown text
 * (a server's own words) passes through unchanged.
 */
export function useErrorText(): (error: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (error: string) => {
      const profile = translateProfileMessage(i18n, error);
      return profile !== error ? profile : translateValidation(i18n, error);
    },
    [i18n],
  );
}
