import { Trans, useLingui } from "@lingui/react/macro";
import { dailyIndex } from "../data/daily-pick.ts";
import { QUOTES } from "./quotes.ts";

/** A quote; today's of a small set of real ones, the same all day. */
export function QuoteCard({ now }: { now: Date }) {
  const { t, i18n } = useLingui();
  const quote = QUOTES[dailyIndex(now, QUOTES.length)];
  if (!quote) return null;
  const { author, source, year } = quote;
  return (
    <figure
      className="rounded-box border border-secondary/30 bg-secondary/8 p-5"
      aria-label={t`Quote of the day`}
      data-testid="dashboard-quote"
    >
      <blockquote className="text-lg italic text-pretty">
        <p>“{i18n._(quote.text)}”</p>
      </blockquote>
      <figcaption className="mt-3 text-sm text-base-content/80">
        <Trans>
          — {author}, <cite>{source}</cite> ({year})
        </Trans>
      </figcaption>
    </figure>
  );
}
