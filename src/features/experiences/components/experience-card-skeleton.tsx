/** A placeholder with the card's shape (same image ratio), so nothing jumps when data arrives. */
export function ExperienceCardSkeleton() {
  return (
    <div
      className="card overflow-hidden border border-base-300 bg-base-100"
      data-testid="experience-card-skeleton"
      aria-hidden="true"
    >
      <div className="skeleton aspect-[8/5] w-full rounded-none" />
      <div className="card-body gap-3 p-5">
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton mt-2 h-11 w-full" />
      </div>
    </div>
  );
}
