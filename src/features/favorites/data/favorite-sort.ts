/**
 * The orders the /favorites screen offers (`?sort=`): when an experience was saved, newest or
 * oldest first, or its title A–Z in the reader's language. Ties fall back to the experience id,
 * so the order never flickers between renders of the same rows.
 */
export const FAVORITE_SORTS = ["newest", "oldest", "title"] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];

interface Sortable {
  createdAt: string;
  experience: { id: string; title: string };
}

export function sortFavorites<T extends Sortable>(
  favorites: readonly T[],
  sort: FavoriteSort,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const byId = (a: T, b: T) => (a.experience.id < b.experience.id ? -1 : 1);
  const bySaved = (a: T, b: T) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
  const compare: Record<FavoriteSort, (a: T, b: T) => number> = {
    newest: (a, b) => bySaved(b, a) || byId(a, b),
    oldest: (a, b) => bySaved(a, b) || byId(a, b),
    title: (a, b) => collator.compare(a.experience.title, b.experience.title) || byId(a, b),
  };
  return [...favorites].sort(compare[sort]);
}
