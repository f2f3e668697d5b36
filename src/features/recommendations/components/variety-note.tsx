import { plural } from "@lingui/core/macro";
import { useExperienceFormat } from "#catalogue/use-experience-format.ts";

/**
 * Why a recommendation sits below a weaker match (src/domain/recommendations.ts, step 3): the
 * list mixes categories, so after some picks of one category the next waits its turn. Said in
 * words next to the percentage, so the rank and the match never quietly disagree.
 */
export function VarietyNote({
  variety,
}: {
  variety: { category: string; sameCategoryAbove: number };
}) {
  const { category } = useExperienceFormat();
  const label = category(variety.category);
  return (
    <p className="text-sm text-base-content/80" data-testid="variety-note">
      {plural(variety.sameCategoryAbove, {
        one: `Placed lower for variety: # ${label} suggestion is already higher up.`,
        other: `Placed lower for variety: # ${label} suggestions are already higher up.`,
      })}
    </p>
  );
}
