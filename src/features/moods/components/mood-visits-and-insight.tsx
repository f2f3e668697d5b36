import { useMemo } from "react";
import type { MoodEntryRow } from "#db/types.ts";
import { moodInsights } from "#domain/insight.ts";
import { moodsAroundVisits } from "#domain/mood-visits.ts";
import type { AttendedVisit } from "../data/moods-repo.ts";
import { MoodInsightCard } from "./mood-insight-card.tsx";
import { VisitMoods } from "./visit-moods.tsx";

/**
 * The insight card and the before/after list, both computed on this device from the user's own
 * moods and the visits the door checked them in to (docs/product.md "Figures").
 * Nothing while the visits load, so no figure flickers from "not enough data" to a number.
 */
export function MoodVisitsAndInsight({
  entries,
  visits,
}: {
  entries: readonly MoodEntryRow[];
  /** Undefined while loading. */
  visits: readonly AttendedVisit[] | undefined;
}) {
  const around = useMemo(
    () => (visits ? moodsAroundVisits(visits, entries) : []),
    [visits, entries],
  );
  const insights = useMemo(
    () => (visits ? moodInsights(visits, entries) : null),
    [visits, entries],
  );
  if (!visits || !insights) return null;
  return (
    <>
      <MoodInsightCard result={insights} />
      <VisitMoods rows={around} />
    </>
  );
}
