import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";

/** The referring professional's name, or words for them when the row does not carry it yet. */
export function useProfessionalName(referral: Pick<ReferralRow, "professionalName">): string {
  const { t } = useLingui();
  return referral.professionalName.trim() || t`the professional who referred you`;
}
