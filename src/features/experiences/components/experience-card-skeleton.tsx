/**
 * A placeholder with the card's shape: the same image ratio and the same blocks at the card's
 * line heights (title, three description lines, three detail lines, the wellbeing box, the
 * button), so a skeleton is as tall as the card that replaces it and nothing jumps (the footer
 * was pushed down when the list rendered: a layout shift, README "Performance").
 */
export function ExperienceCardSkeleton() {
  return (
    <div
      className="card skeleton-group h-full overflow-hidden border border-base-300 bg-base-100"
      data-testid="experience-card-skeleton"
      aria-hidden="true"
    >
      <div className="skeleton aspect-[8/5] w-full rounded-none" />
      <div className="card-body gap-3 p-5">
        <div className="text-lg leading-snug">
          <div className="skeleton h-[1lh] w-3/4" />
        </div>
        <div className="skeleton h-[3lh] w-full text-sm" />
        <div className="grid gap-1.5 text-sm">
          <div className="skeleton h-[1lh] w-2/3" />
          <div className="skeleton h-[1lh] w-1/2" />
          <div className="skeleton h-[1lh] w-1/3" />
        </div>
        <div className="box-content py-2 text-sm">
          <div className="skeleton h-[2lh] w-full" />
        </div>
        <div className="mt-auto pt-1">
          <div className="skeleton h-11 w-full" />
        </div>
      </div>
    </div>
  );
}
