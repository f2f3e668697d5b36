import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatNumber } from "#domain/money.ts";
import { CheckIcon } from "#ui/icons.tsx";

/** The tiers' figures: Professional costs £29 a month; Community is free, up to 3 listings. */
const PROFESSIONAL_MONTHLY_GBP = 29;
const COMMUNITY_LISTING_LIMIT = 3;

/** The three tiers; each call to action asks about a cultural partnership. */
export function PartnerTiers() {
  const { t, i18n } = useLingui();
  const pounds = formatNumber(PROFESSIONAL_MONTHLY_GBP, i18n.locale, {
    style: "currency",
    currency: "GBP",
    // "£" in every language (es would say "GBP", fr "£GB").
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  });
  const tiers = [
    {
      id: "community",
      name: t`Community Partner`,
      price: t`Free`,
      features: [
        t`Up to ${COMMUNITY_LISTING_LIMIT} experience listings`,
        t`A partner profile`,
        t`Inquiries from participants`,
      ],
      cta: t`Start for Free`,
    },
    {
      id: "professional",
      name: t`Professional Partner`,
      price: t`${pounds}/month`,
      features: [
        t`Unlimited experience listings`,
        t`Booking and inquiry dashboard`,
        t`Referrals from health professionals`,
      ],
      cta: t`Choose Professional`,
      featured: true,
    },
    {
      id: "strategic",
      name: t`Strategic Partner`,
      price: t`Contact us`,
      features: [
        t`Everything in Professional`,
        t`Joint programmes and research`,
        t`A dedicated partnership contact`,
      ],
      cta: t`Talk to Us`,
    },
  ];
  return (
    <section aria-labelledby="tiers-heading" className="pb-8">
      <h2 id="tiers-heading" className="text-2xl font-semibold">
        {t`Partnership tiers`}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {tiers.map((tier) => (
          <li
            key={tier.id}
            className={`flex flex-col rounded-box border bg-base-100 p-6 shadow-sm ${
              tier.featured ? "border-primary border-2" : "border-base-300"
            }`}
          >
            <h3 className="text-lg font-semibold">{tier.name}</h3>
            <p className="mt-2 text-3xl font-bold text-primary">{tier.price}</p>
            <ul className="mt-4 flex flex-1 flex-col gap-2">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-success" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/contact"
              search={{ type: "cultural-partner" }}
              aria-label={`${tier.cta}: ${tier.name}`}
              className={`btn mt-6 min-h-11 ${tier.featured ? "btn-primary" : "btn-outline btn-primary"}`}
            >
              {tier.cta}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
