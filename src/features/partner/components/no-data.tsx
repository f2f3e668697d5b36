import { useLingui } from "@lingui/react/macro";

/** "—" where a figure has no data; assistive technology hears "no data" instead of a dash. */
export function NoData() {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t`No data`}</span>
    </>
  );
}
