import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { usePainted } from "#ui/after-first-contentful-paint.ts";
import { useDocumentTitle } from "#ui/use-document-title.ts";
import { CollaborationInvite } from "./collaboration-invite.tsx";
import { ImpactFigures } from "./impact-figures.tsx";
import { LandingHero } from "./landing-hero.tsx";
import { LandingTopBar } from "./landing-top-bar.tsx";
import { ValueBlocks } from "./value-blocks.tsx";

// Below the fold: the form, its validation and the outbox load after the first paint (about a
// sixth of the landing page's first-paint JavaScript; decision 0016).
const NewsletterForm = lazy(async () => ({
  default: (await import("./newsletter-form.tsx")).NewsletterForm,
}));

/** The coming-soon page for visitors: /landing, and / when signed out. */
export function LandingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Coming soon`);
  const painted = usePainted();
  return (
    <div className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <LandingTopBar />
      <LandingHero />
      <ValueBlocks />
      <ImpactFigures />
      <section aria-labelledby="newsletter-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="rounded-box border border-base-300 bg-linear-to-br from-primary/10 via-base-100 to-accent/10 p-6 sm:p-10">
          <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Be the first to know</Trans>
          </h2>
          <p className="mt-2 mb-6 max-w-xl text-base-content/80">
            <Trans>
              We'll send you one email when CultureWell opens near you, and the occasional story
              from our partners. Unsubscribe at any time.
            </Trans>
          </p>
          {/* The form's own height (label + one row, or two stacked rows on a phone): no shift. */}
          <div className="min-h-[8.5rem] sm:min-h-[4.75rem]">
            {painted && (
              <Suspense fallback={null}>
                <NewsletterForm />
              </Suspense>
            )}
          </div>
        </div>
      </section>
      <CollaborationInvite />
    </div>
  );
}

/** Soft colour washes behind the hero; purely decorative. */
function HeroBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[46rem]"
    >
      <div className="absolute inset-0 bg-linear-to-b from-primary/10 via-base-100/60 to-base-100" />
      <div className="absolute -top-24 -left-24 size-96 rounded-full bg-primary/20 blur-3xl" />
      <div className="absolute top-24 -right-32 size-[28rem] rounded-full bg-accent/15 blur-3xl" />
      <div className="absolute top-80 left-1/3 size-72 rounded-full bg-secondary/10 blur-3xl" />
    </div>
  );
}
