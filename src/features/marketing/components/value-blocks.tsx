import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CommunityIcon, CreativityIcon, WellbeingIcon } from "./landing-icons.tsx";

/** The three values of the landing page: wellbeing, community, creativity. */
export function ValueBlocks() {
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="values-title" className="sr-only">
        <Trans>What CultureWell offers</Trans>
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        <ValueBlock
          icon={<WellbeingIcon className="size-7" />}
          tone="bg-primary/12 text-primary"
          heading={<Trans>Mental wellbeing</Trans>}
        >
          <Trans>
            Calm, creative moments that help ease stress and anxiety, at a pace that suits you.
          </Trans>
        </ValueBlock>
        <ValueBlock
          icon={<CommunityIcon className="size-7" />}
          tone="bg-accent/15 text-accent"
          heading={<Trans>Community connection</Trans>}
        >
          <Trans>
            Meet people nearby through shared experiences, and feel part of something again.
          </Trans>
        </ValueBlock>
        <ValueBlock
          icon={<CreativityIcon className="size-7" />}
          tone="bg-secondary/12 text-secondary"
          heading={<Trans>Creative experiences</Trans>}
        >
          <Trans>
            Workshops, performances and exhibitions, chosen for how they can make you feel.
          </Trans>
        </ValueBlock>
      </ul>
    </section>
  );
}

function ValueBlock({
  icon,
  tone,
  heading,
  children,
}: {
  icon: ReactNode;
  tone: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-7">
      <div className={`mb-5 flex size-12 items-center justify-center rounded-2xl ${tone}`}>
        {icon}
      </div>
      <h3 className="text-xl font-semibold tracking-tight">{heading}</h3>
      <p className="mt-2 leading-relaxed text-base-content/80">{children}</p>
    </li>
  );
}
