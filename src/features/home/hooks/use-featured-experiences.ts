import { listExperiences } from "#catalogue/list-experiences.ts";
import { PULL_REFRESH_MS, useCatalogueLiveQuery } from "#catalogue/use-catalogue-live-query.ts";
import { FEATURED_LIMIT } from "#domain/constants.ts";
import { type HomeCategory, inHomeCategory } from "../home-categories.ts";

/**
 * Featured experiences for the home grid: upcoming, active, soonest first, at most six of the
 * chosen category. Read from this device through the list's index, stopping at the sixth match
 * (never the whole table: a re-read after each sync page costs a few rows, not 50,000), so the
 * grid shows offline; undefined while loading. During a bulk pull it reads about once a second.
 */
export function useFeaturedExperiences(category: HomeCategory) {
  return useCatalogueLiveQuery(
    () =>
      listExperiences({
        upcomingOnly: true,
        limit: FEATURED_LIMIT,
        where: (e) => inHomeCategory(e, category),
      }),
    [category],
    PULL_REFRESH_MS,
  );
}
