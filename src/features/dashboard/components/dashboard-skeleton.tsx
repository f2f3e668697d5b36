/**
 * Placeholders of the dashboard's parts that wait for the user's rows (IndexedDB answering, or
 * the first sync on this device), each the size of what replaces it, so nothing moves when the
 * rows arrive. Hidden from assistive technology: the overview says it is loading, once.
 */

/** A figure's value: one line of its large digits. */
export function FigureValueSkeleton() {
  return <span aria-hidden="true" className="skeleton inline-block h-[1lh] w-14 align-top" />;
}

/** "Your Upcoming Events" (or a newcomer's start panel): a heading and three entries. */
export function UpcomingSkeleton() {
  return (
    <div aria-hidden="true" data-testid="upcoming-loading">
      <div className="skeleton mb-4 h-11 w-64 max-w-full" />
      <div className="grid gap-3">
        {[1, 2, 3].map((n) => (
          <div key={n} className="skeleton h-28 w-full" />
        ))}
      </div>
    </div>
  );
}

/** The latest mood card's body and its button. */
export function MoodSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="skeleton mt-2 h-8 w-32" />
      <div className="skeleton mt-2 h-5 w-44" />
      <div className="skeleton mt-4 h-11 w-36" />
    </div>
  );
}
