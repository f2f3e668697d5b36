import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** "Door check-in" for one experience (the door feature's screen, /partner/check-in/…). */
export function CheckInLink({
  experienceId,
  describedBy,
  className = "btn btn-outline btn-sm min-h-11",
}: {
  experienceId: string;
  /** The id of the experience's heading, so the link names its experience. */
  describedBy: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <Link
      to="/partner/check-in/$experienceId"
      params={{ experienceId }}
      className={className}
      aria-describedby={describedBy}
    >
      {t`Door check-in`}
    </Link>
  );
}
