import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** A new participant's first steps, in place of an empty list of upcoming events. */
export function StartPanel() {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="dashboard-start"
      className="rounded-box border border-primary/30 bg-primary/6 p-6 sm:p-8"
    >
      <h2 id="dashboard-start" className="text-xl font-semibold">
        {t`Let's find your first experience`}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 ps-5 text-base-content/90">
        <li>{t`Tell us how you feel today: a mood check-in shapes your suggestions.`}</li>
        <li>{t`Browse experiences near you and save the ones you like with the heart.`}</li>
        <li>{t`Get a free ticket: it appears here and in your calendar, even offline.`}</li>
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/experiences" className="btn btn-primary min-h-11">
          {t`Browse Experiences`}
        </Link>
        <Link to="/profile" className="btn btn-outline min-h-11">
          {t`Complete Your Profile`}
        </Link>
      </div>
    </section>
  );
}
