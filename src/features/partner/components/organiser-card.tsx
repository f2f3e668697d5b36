import { useLingui } from "@lingui/react/macro";
import { useLiveQuery } from "dexie-react-hooks";
import { getPartnerProfile } from "../data/partner-profile-repo.ts";

const CARD = "rounded-box border border-base-300 bg-base-100 p-6 shadow-sm";

/**
 * "Who runs this": the organiser's public profile (/partner/profile) on their experiences: name,
 * what they do, access information and how to reach them. Nothing when they have not published
 * one (or the listing has no creator).
 */
export function OrganiserCard({ partnerId }: { partnerId: string | null }) {
  const { t } = useLingui();
  const partner = useLiveQuery(
    async () => (partnerId ? ((await getPartnerProfile(partnerId)) ?? null) : null),
    [partnerId],
  );
  if (!partner) return null;
  return (
    <section aria-labelledby="organiser-heading" className={CARD} data-testid="organiser-card">
      <h2 id="organiser-heading" className="text-xl font-semibold">
        {t`Who runs this`}
      </h2>
      <p className="mt-2 font-medium">{partner.organisationName}</p>
      {partner.description ? (
        <p className="mt-2 whitespace-pre-line text-base-content/80">{partner.description}</p>
      ) : null}
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        {partner.venues.length > 0 ? (
          <div>
            <dt className="font-semibold">{t`Venues`}</dt>
            <dd>{partner.venues.join(" · ")}</dd>
          </div>
        ) : null}
        {partner.accessibilityInfo ? (
          <div>
            <dt className="font-semibold">{t`Access information`}</dt>
            <dd className="whitespace-pre-line">{partner.accessibilityInfo}</dd>
          </div>
        ) : null}
        {partner.contactEmail || partner.contactPhone || partner.website ? (
          <div>
            <dt className="font-semibold">{t`Contact`}</dt>
            <dd className="flex flex-col gap-1">
              {partner.contactEmail ? (
                <a className="link" href={`mailto:${partner.contactEmail}`}>
                  {partner.contactEmail}
                </a>
              ) : null}
              {partner.contactPhone ? (
                <a className="link" href={`tel:${partner.contactPhone.replace(/\s+/g, "")}`}>
                  {partner.contactPhone}
                </a>
              ) : null}
              {partner.website ? (
                <a
                  className="link"
                  href={partner.website}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {partner.website}
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
