import { useLingui } from "@lingui/react/macro";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { removeFavorite } from "../data/favorites-repo.ts";

/**
 * "Remove" under a saved experience on /favorites. Its card leaves the list at once (offline too;
 * the change is synced later), so `onRemoved` moves keyboard focus somewhere that stays.
 */
export function RemoveFavoriteButton({
  experienceId,
  title,
  onRemoved,
}: {
  experienceId: string;
  title: string;
  onRemoved: () => void;
}) {
  const { t } = useLingui();
  const remove = useAsyncAction(() => removeFavorite(experienceId), {
    failure: { title: t`Error`, description: t`Could not update your favorites.` },
    success: { title: t`Removed from favorites`, description: title },
    onSuccess: onRemoved,
  });
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm min-h-11"
      aria-label={t`Remove “${title}” from favorites`}
      onClick={() => void remove.run()}
    >
      {t`Remove`}
    </button>
  );
}
