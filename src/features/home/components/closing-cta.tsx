import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/**
 * The closing call to action. 'Create Free Account' leads visitors to sign-up; a
 * signed-in user already has an account, so it is not shown to them at all.
 */
export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="closing-cta-title"
      className="my-12 rounded-box bg-primary px-6 py-14 text-center text-primary-content sm:px-10"
    >
      <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-balance">
        {t`Ready to feel the difference culture can make?`}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-90">
        {t`Find a workshop, a concert or a group near you, and take the first step this week.`}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/experiences"
          className="btn btn-lg min-h-12 border-0 bg-base-100 text-primary hover:bg-base-200"
        >
          {t`Explore Experiences Near You`}
        </Link>
        {signedIn ? null : (
          <Link
            to="/signup"
            className="btn btn-lg btn-outline min-h-12 border-primary-content text-primary-content hover:bg-primary-content hover:text-primary"
          >
            {t`Create Free Account`}
          </Link>
        )}
      </div>
    </section>
  );
}
