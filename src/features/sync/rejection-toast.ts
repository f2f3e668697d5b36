import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { RejectionRow } from "#db/types.ts";
import { showToast } from "#ui/toast-store.ts";
import { changeLabel, rejectionReason } from "./rejection-labels.ts";

/**
 * Tells the user right away that the server refused a change (decision 0004, "Outcomes"); the
 * sync panel keeps the full list. One toast at a time (docs/product.md): several refusals in one
 * sync become one toast that points to the panel.
 */
export function showRejectionToast(rejections: readonly RejectionRow[]): void {
  const [first] = rejections;
  if (!first) return;
  const label = changeLabel(i18n, first.name);
  if (rejections.length === 1) {
    showToast({
      title: t`Not saved: ${label}`,
      description: rejectionReason(i18n, first.code),
      variant: "error",
    });
    return;
  }
  const count = rejections.length;
  showToast({
    title: t`Not saved: ${count} changes`,
    description: t`Open the sync status in the header to see what and why.`,
    variant: "error",
  });
}
