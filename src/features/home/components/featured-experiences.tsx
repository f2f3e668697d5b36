import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { SavableExperienceGrid } from "#features/favorites/index.ts";
import { ArrowRightIcon } from "#ui/icons.tsx";
import { type HomeCategory, listCategoryForHome } from "../home-categories.ts";
import { useFeaturedExperiences } from "../hooks/use-featured-experiences.ts";
import { CategoryFilterBar } from "./category-filter-bar.tsx";

/**
 * The category bar and the Featured Experiences grid it filters: at most six
 * upcoming experiences, 'View All Experiences' to the list (keeping the chosen category).
 */
export function FeaturedExperiences() {
  const { t } = useLingui();
  const [category, setCategory] = useState<HomeCategory>("all");
  const featured = useFeaturedExperiences(category);
  const listCategory = listCategoryForHome(category) ?? undefined;

  return (
    <section aria-labelledby="featured-title" className="py-12">
      <div className="mb-6 flex flex-col gap-2">
        <h2 id="featured-title" className="text-3xl font-bold tracking-tight">
          {t`Featured Experiences`}
        </h2>
        <p className="max-w-2xl text-base-content/80">
          {t`Coming up soon: handpicked arts, music, theatre, workshop and community experiences.`}
        </p>
      </div>
      <CategoryFilterBar value={category} onChange={setCategory} />
      {/* The count is announced when the filter changes; the cards themselves are not. */}
      <p role="status" className="sr-only">
        {featured
          ? plural(featured.length, { one: "# experience shown", other: "# experiences shown" })
          : ""}
      </p>
      <div className="mt-6" aria-busy={featured === undefined}>
        {featured && featured.length === 0 ? (
          <p className="rounded-box bg-base-200 p-6 text-center">
            {t`No upcoming experiences in this category yet.`}
          </p>
        ) : null}
        {featured && featured.length > 0 ? (
          <SavableExperienceGrid experiences={featured} testId="featured-grid" />
        ) : null}
      </div>
      <div className="mt-8 flex justify-center">
        <Link
          to="/experiences"
          search={listCategory ? { category: listCategory } : {}}
          className="btn btn-outline btn-primary min-h-12 px-6"
        >
          {t`View All Experiences`}
          <ArrowRightIcon className="size-5" />
        </Link>
      </div>
    </section>
  );
}
