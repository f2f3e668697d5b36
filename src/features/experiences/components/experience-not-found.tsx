import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Page } from "#ui/page.tsx";

interface ExperienceNotFoundProps {
  /** The edit form's wording also names permission as a reason it may be missing. */
  variant?: "view" | "edit";
}

/** 'Experience Not Found' for an unknown id or a listing one may not edit. */
export function ExperienceNotFound({ variant = "view" }: ExperienceNotFoundProps) {
  const { t } = useLingui();
  return (
    <Page
      title={t`Experience Not Found`}
      lead={
        variant === "edit"
          ? t`The experience you're trying to edit doesn't exist or you don't have permission to edit it.`
          : t`The experience you're looking for doesn't exist or is no longer available.`
      }
      actions={
        variant === "edit" ? (
          <Link to="/dashboard" className="btn btn-primary min-h-11">
            {t`Back to Dashboard`}
          </Link>
        ) : (
          <Link to="/experiences" className="btn btn-primary min-h-11">
            {t`Back to Experiences`}
          </Link>
        )
      }
    />
  );
}
