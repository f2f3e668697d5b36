import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Ref } from "react";

/**
 * In place of "Join This Experience" once the experience is over (the server refuses a
 * registration then): says so, and where to find what is coming up.
 */
export function EndedCard({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="ended-heading"
      className="rounded-box border border-base-300 bg-base-200/60 p-6"
      data-testid="registration-panel"
    >
      <h2
        id="ended-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {t`This experience has ended`}
      </h2>
      <p className="mt-2 text-base-content/80">
        {t`Registration is closed. Find something coming up among the other experiences.`}
      </p>
      <Link to="/experiences" className="btn btn-outline mt-4 min-h-11">
        {t`Browse Experiences`}
      </Link>
    </section>
  );
}
