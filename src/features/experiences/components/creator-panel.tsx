import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** What the creator sees instead of registration: Manage Your Experience. */
export function CreatorPanel({ experienceId }: { experienceId: string }) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="manage-experience"
      className="rounded-box border border-primary/30 bg-primary/6 p-6 shadow-sm"
    >
      <h2 id="manage-experience" className="text-xl font-semibold">
        {t`Manage Your Experience`}
      </h2>
      <p className="mt-2 text-base-content/80">
        {t`You created this experience. Update its details or see how bookings are going.`}
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <Link
          to="/edit-experience/$id"
          params={{ id: experienceId }}
          className="btn btn-primary min-h-11"
        >
          {t`Edit Experience`}
        </Link>
        <Link to="/dashboard" className="btn btn-outline min-h-11">
          {t`View Dashboard`}
        </Link>
      </div>
    </section>
  );
}
