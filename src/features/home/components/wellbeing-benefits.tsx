import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LeafIcon, LotusIcon, PaletteIcon, PeopleIcon } from "./home-icons.tsx";

/** The four wellbeing benefits: stress, connection, creativity, mindfulness. */
export function WellbeingBenefits() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="benefits-title" className="py-12">
      <h2 id="benefits-title" className="text-3xl font-bold tracking-tight">
        {t`Why culture is good for you`}
      </h2>
      <p className="mt-3 max-w-2xl text-base-content/80">
        {t`Taking part in the arts is one of the simplest ways to look after your mind.`}
      </p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Benefit
          icon={<LeafIcon className="size-7" />}
          tone="bg-accent/15 text-accent"
          title={t`Reduces stress`}
        >
          {t`Creative focus slows the mind and eases tension, often within a single session.`}
        </Benefit>
        <Benefit
          icon={<PeopleIcon className="size-7" />}
          tone="bg-secondary/12 text-secondary"
          title={t`Builds connection`}
        >
          {t`Shared experiences turn strangers into neighbours and ease loneliness.`}
        </Benefit>
        <Benefit
          icon={<PaletteIcon className="size-7" />}
          tone="bg-primary/12 text-primary"
          title={t`Sparks creativity`}
        >
          {t`Trying something new wakes up curiosity and confidence you can carry into daily life.`}
        </Benefit>
        <Benefit
          icon={<LotusIcon className="size-7" />}
          tone="bg-info/15 text-info"
          title={t`Promotes mindfulness`}
        >
          {t`Music, making and art invite you to be fully present in the moment.`}
        </Benefit>
      </ul>
    </section>
  );
}

function Benefit({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
      <div className={`mb-4 grid size-12 place-items-center rounded-2xl ${tone}`}>{icon}</div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-base-content/80">{children}</p>
    </li>
  );
}
