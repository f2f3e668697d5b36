import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { downloadText } from "./download-file.ts";

/**
 * "Export CSV": builds the file on the device when pressed (offline too) and saves it as
 * `<fileStem>-<date>.csv` (UTF-8 with a byte-order mark for spreadsheet programs). With nothing
 * to export the button is disabled and says why beside it.
 */
export function ExportCsvButton({
  fileStem,
  build,
  emptyNote,
  className = "btn btn-primary min-h-11",
  label,
}: {
  /** The button's words; "Export CSV" when left out. */
  label?: string;
  fileStem: string;
  build: () => string;
  /** Shown (and the button disabled) when there is nothing to export. */
  emptyNote: string | null;
  className?: string;
}) {
  const { t } = useLingui();
  const noteId = useId();
  const save = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadText(build(), `${fileStem}-${day}.csv`, "text/csv;charset=utf-8", { bom: true });
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={className}
        onClick={save}
        disabled={emptyNote !== null}
        aria-describedby={emptyNote !== null ? noteId : undefined}
      >
        {label ?? t`Export CSV`}
      </button>
      {emptyNote !== null ? (
        <p id={noteId} className="text-sm text-base-content/80">
          {emptyNote}
        </p>
      ) : null}
    </div>
  );
}
