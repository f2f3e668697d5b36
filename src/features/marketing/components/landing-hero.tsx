import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** Headline, welcome text and the two ways in (/landing). */
export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-title"
      className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-16 sm:pb-24"
    >
      <div className="max-w-3xl">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-primary/25 bg-base-100/70 px-3 py-1 text-sm font-semibold text-primary">
          <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
          <Trans>Coming soon</Trans>
        </p>
        <h1
          id="landing-title"
          className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          <Trans>Culture that cares for your wellbeing</Trans>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-base-content/80 text-pretty sm:text-xl">
          <Trans>
            Welcome to CultureWell. We are bringing together arts, music, theatre and community
            experiences that ease stress, build connection and spark creativity, so that everyone
            can find a moment of culture that does them good.
          </Trans>
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/signup" className="btn btn-primary btn-lg min-h-12">
            <Trans>Join with an invitation</Trans>
          </Link>
          <Link
            to="/why-culture-wellbeing"
            className="btn btn-ghost btn-lg min-h-12 border-base-content/20"
          >
            <Trans>Why culture & wellbeing?</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
