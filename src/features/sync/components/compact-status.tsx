import { CloudUpIcon } from "./sync-icons.tsx";

/**
 * The badge's words below the widest screens, where the full sentence does not fit: a short word
 * ("Offline") and, while changes wait, an icon with their count. The count is never dropped for
 * lack of room: users must see at every width that work is not saved yet. Screen readers hear
 * the full sentence (the count's accessible name, or a visually hidden copy).
 */
export function CompactStatus({
  full,
  short,
  waiting,
}: {
  full: string;
  short: string | null;
  waiting: number;
}) {
  if (waiting === 0) {
    return (
      <>
        {short ? (
          <span className="whitespace-nowrap 2xl:hidden" aria-hidden="true">
            {short}
          </span>
        ) : null}
        <span className="sr-only 2xl:hidden">{full}</span>
      </>
    );
  }
  return (
    <span
      role="img"
      aria-label={full}
      data-testid="pending-count"
      className="inline-flex items-center gap-1 whitespace-nowrap 2xl:hidden"
    >
      {short ? <span>{short}</span> : null}
      <span className="badge badge-warning badge-sm gap-0.5 px-1.5 font-semibold">
        <CloudUpIcon className="size-3.5" />
        {waiting}
      </span>
    </span>
  );
}
