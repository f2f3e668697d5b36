import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatBytes } from "#domain/bytes.ts";
import { useStorageFacts } from "../hooks/use-storage-facts.ts";

/**
 * The sync panel's storage lines (docs/decisions/0025-storage-kept.md): whether the browser
 * keeps this device's data under storage pressure, and the space used of what it allows.
 * Loaded with the open panel only, never with the first paint.
 */
export function StorageSection() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const facts = useStorageFacts();
  if (!facts) return null;
  const { usage, quota } = facts;
  const used = usage !== null ? formatBytes(usage, i18n.locale) : null;
  const available = quota !== null ? formatBytes(quota, i18n.locale) : null;

  return (
    <section className="mt-5 text-sm" aria-labelledby={headingId} data-testid="storage-section">
      <h3 id={headingId} className="font-semibold">
        {t`Storage on this device`}
      </h3>
      <p className="mt-1">
        {facts.persisted
          ? t`Kept on this device`
          : t`The browser may clear this data when space runs low`}
      </p>
      {used !== null && available !== null ? (
        <p className="mt-1 text-base-content/70">{t`${used} used of ${available}`}</p>
      ) : null}
    </section>
  );
}
