import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "#ui/icons.tsx";

/** The home hero: greeting, the page's h1, and the two main ways in. */
export function HomeHero({
  firstName,
  firstVisit,
}: {
  firstName: string | undefined;
  /** A new account's first visit on this device is welcomed, later ones welcomed back. */
  firstVisit: boolean;
}) {
  const { t } = useLingui();
  return (
    <section className="relative -mx-4 overflow-hidden px-4 py-14 sm:mx-0 sm:my-8 sm:rounded-box sm:px-10 sm:py-20 bg-linear-to-br from-primary/12 via-base-200/60 to-accent/12">
      <p className="text-base font-semibold text-primary">
        {firstVisit
          ? firstName
            ? t`Welcome, ${firstName}!`
            : t`Welcome!`
          : firstName
            ? t`Welcome back, ${firstName}!`
            : t`Welcome back!`}
      </p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {t`Discover culture that nurtures your wellbeing`}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-base-content/80 text-pretty">
        {t`Find arts, music, theatre and community experiences matched to how you feel and what you want to grow — to ease stress, spark creativity and connect with others.`}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/profile" className="btn btn-primary btn-lg min-h-12">
          {t`Get My Recommendations`}
          <ArrowRightIcon className="size-5" />
        </Link>
        <Link to="/experiences" className="btn btn-outline btn-lg min-h-12 bg-base-100">
          {t`Browse All Experiences`}
        </Link>
      </div>
    </section>
  );
}
