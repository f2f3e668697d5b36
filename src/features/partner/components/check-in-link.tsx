import { useLingui } from "@lingui/react/macro";

/**
 * "Door check-in" for one experience. The check-in screens (/partner/check-in/…) belong to the
 * door feature and are routed there; a plain link keeps this feature from depending on them.
 */
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
    <a
      href={`/partner/check-in/${encodeURIComponent(experienceId)}`}
      className={className}
      aria-describedby={describedBy}
    >
      {t`Door check-in`}
    </a>
  );
}
