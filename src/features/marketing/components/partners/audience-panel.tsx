import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { CheckIcon } from "#ui/icons.tsx";

type InquiryType = "cultural-partner" | "health-professional";

/** One audience's tab: what they get, and a call to action with the inquiry type prefilled. */
export function AudiencePanel({
  heading,
  intro,
  benefits,
  cta,
  inquiryType,
}: {
  heading: string;
  intro: string;
  benefits: readonly string[];
  cta: ReactNode;
  inquiryType: InquiryType;
}) {
  return (
    <div className="grid gap-6 rounded-box border border-base-300 bg-base-200/60 p-6 md:grid-cols-[1fr_auto] md:items-end">
      <div>
        <h2 className="text-2xl font-semibold">{heading}</h2>
        <p className="mt-2 max-w-2xl text-base-content/80">{intro}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <CheckIcon className="mt-1 size-4 shrink-0 text-success" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
      <Link
        to="/contact"
        search={{ type: inquiryType }}
        className="btn btn-primary min-h-11 justify-self-start"
      >
        {cta}
      </Link>
    </div>
  );
}
