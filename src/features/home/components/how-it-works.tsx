import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ArrowRightIcon } from "#ui/icons.tsx";
import { HeartListIcon, SparkIcon, TargetIcon } from "./home-icons.tsx";

/** The three-step explainer of personalised recommendations, with a button to /profile. */
export function HowItWorks() {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="my-8 rounded-box bg-base-200/70 px-5 py-12 sm:px-10"
    >
      <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight">
        {t`How personalised recommendations work`}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-base-content/80">
        {t`Three steps from how you feel to experiences that fit you.`}
      </p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        <Step n={1} icon={<TargetIcon className="size-7" />} title={t`Set your goals`}>
          {t`Tell us what you'd like more of — calm, connection, creativity — and which kinds of experiences you enjoy.`}
        </Step>
        <Step n={2} icon={<SparkIcon className="size-7" />} title={t`Smart matching`}>
          {t`We weigh your goals, your latest mood and your accessibility needs against what's coming up.`}
        </Step>
        <Step n={3} icon={<HeartListIcon className="size-7" />} title={t`Personalised results`}>
          {t`See your best matches in For You, each with a match score and the reasons behind it.`}
        </Step>
      </ol>
      <div className="mt-10 flex justify-center">
        <Link to="/profile" className="btn btn-primary min-h-12 px-6">
          {t`Set Up My Profile`}
          <ArrowRightIcon className="size-5" />
        </Link>
      </div>
    </section>
  );
}

function Step({
  n,
  icon,
  title,
  children,
}: {
  n: number;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <li className="relative rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
      <div className="mb-4 flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-primary/12 text-primary">
          {icon}
        </span>
        <span className="text-sm font-semibold text-primary">{t`Step ${n}`}</span>
      </div>
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-base-content/80">{children}</p>
    </li>
  );
}
