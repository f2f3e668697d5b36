import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow } from "#db/types.ts";
import { formatNumber } from "#domain/money.ts";
import { type ExperienceImpact, IMPACT_MIN_PEOPLE } from "#domain/partner-impact.ts";
import { CardSection } from "#ui/card-section.tsx";
import { usePartnerImpact } from "../../hooks/use-partner-impact.ts";
import { usePartnerFormat } from "../use-partner-format.ts";

/**
 * "Impact on visitors": per experience, how visitors' moods changed from before to after the
 * visit and how many came back, as the server aggregates them (src/domain/partner-impact.ts),
 * with the rule and the k threshold stated on the card (docs/privacy.md "Partner impact").
 * Offline it shows the last figures this device received, with their time.
 */
export function ImpactCard({ experiences }: { experiences: readonly ExperienceRow[] }) {
  const { t } = useLingui();
  const fmt = usePartnerFormat();
  const { state, retry } = usePartnerImpact();
  const titles = new Map(experiences.map((e) => [e.id, e.title]));
  const asOf = state.phase === "ready" ? fmt.time(state.impact.fetchedAt) : "";
  return (
    <CardSection
      id="impact-title"
      title={t`Impact on visitors`}
      aria-busy={state.phase === "loading"}
      className="mb-10"
      data-testid="impact-card"
    >
      {state.phase === "loading" ? (
        <div className="skeleton h-20 w-full" aria-hidden="true" />
      ) : state.phase === "offline" ? (
        <p>
          {t`These figures need a connection the first time. Once fetched, they stay on this device for when you are offline.`}
        </p>
      ) : state.phase === "error" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t`The impact figures could not be loaded.`}</p>
          <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={retry}>
            {t`Try again`}
          </button>
        </div>
      ) : (
        <>
          {state.fresh ? null : (
            <p className="text-sm font-medium" data-testid="impact-as-of">
              {t`As of ${asOf}: the last figures this device received.`}
            </p>
          )}
          {state.impact.figures.length === 0 ? (
            <p>
              {t`No visitors checked in at the door yet. After your experiences, the figures appear here.`}
            </p>
          ) : (
            <ul className="grid gap-3">
              {state.impact.figures.map((figures) => (
                <ImpactLine
                  key={figures.experienceId}
                  figures={figures}
                  title={titles.get(figures.experienceId) ?? t`An experience no longer listed`}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <p className="text-sm text-base-content/80" data-testid="impact-rule">
        {t`How it is worked out: each mood gets a score from −10 to +10 (pleasant moods count their intensity up, difficult ones count it down). A visitor's change is their mood after the visit minus their mood on arrival, or else their last check-in in the 24 hours before the start. "Came back" counts visitors checked in later at another of your experiences. To keep everyone anonymous, a figure is shown only for at least ${IMPACT_MIN_PEOPLE} people, and you never see anyone's own mood.`}
      </p>
    </CardSection>
  );
}

function ImpactLine({ figures, title }: { figures: ExperienceImpact; title: string }) {
  const { t, i18n } = useLingui();
  const { visitors, moodPairs, moodChange, cameBackShare } = figures;
  const tooFew = t`Not enough visitors yet to show this without identifying anyone (at least ${IMPACT_MIN_PEOPLE})`;
  const points = moodChange === null ? "" : formatPoints(Math.abs(moodChange), i18n.locale);
  const mood =
    moodChange === null
      ? tooFew
      : moodChange > 0
        ? plural(moodPairs, {
            one: `${points} points better on average, over # visitor`,
            other: `${points} points better on average, over # visitors`,
          })
        : moodChange < 0
          ? plural(moodPairs, {
              one: `${points} points worse on average, over # visitor`,
              other: `${points} points worse on average, over # visitors`,
            })
          : plural(moodPairs, {
              one: "About the same on average, over # visitor",
              other: "About the same on average, over # visitors",
            });
  const inTen = cameBackShare === null ? 0 : Math.round(cameBackShare * 10);
  return (
    <li className="rounded-box bg-base-200/60 p-4" data-testid="impact-line">
      <h3 className="font-semibold break-words">{title}</h3>
      <p className="text-sm text-base-content/80">
        {plural(visitors, { one: "# visitor checked in", other: "# visitors checked in" })}
      </p>
      <dl className="mt-2 grid gap-1">
        <div>
          <dt className="inline font-medium">{t`Moods after visits:`}</dt>{" "}
          <dd className="inline">{mood}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t`Came back:`}</dt>{" "}
          <dd className="inline">{cameBackShare === null ? tooFew : t`${inTen} in 10`}</dd>
        </div>
      </dl>
    </li>
  );
}

const formatPoints = (value: number, locale: string) =>
  formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
